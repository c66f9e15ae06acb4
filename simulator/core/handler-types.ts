import type { OperationId, OperationOf } from '../../contracts/registry/operations';
import type {
  HeadersOf,
  ParamsOf,
  QueryOf,
  RequestBodyOf,
  ResponseBodyOf,
} from '../../contracts/registry/types';
import type { Failure } from '../domain/failure';
import type { World } from './world';

/** What a handler receives: the parsed, contract-typed request and its session world. */
export interface HandlerInput<Id extends OperationId> {
  readonly operationId: Id;
  readonly params: ParamsOf<Id>;
  readonly query: QueryOf<Id>;
  readonly headers: HeadersOf<Id>;
  readonly body: RequestBodyOf<Id>;
  readonly world: World;
  /** The bearer token of the `authorization` header, if any. */
  readonly accessToken: string | undefined;
  readonly correlationId: string;
}

/** Response headers a handler may add (e.g. Last-Modified on the experimentation datafile). */
type AnswerHeaders = { readonly headers?: Readonly<Record<string, string>> };

/** A success answer: the contract's body (none for 204) and, where it differs, the status. */
type SuccessAnswer<Id extends OperationId> =
  ResponseBodyOf<Id> extends undefined
    ? { readonly status?: number; readonly body?: undefined } & AnswerHeaders
    : { readonly status?: number; readonly body: ResponseBodyOf<Id> } & AnswerHeaders;

/** The statuses of an operation's bodiless alternative answers (304 Not Modified on the datafile). */
type AlternativeStatus<Id extends OperationId> =
  OperationOf<Id> extends {
    alternativeResponses: readonly (infer R)[];
  }
    ? R extends { status: infer S; body?: undefined }
      ? S
      : never
    : never;

export type HandlerAnswer<Id extends OperationId> =
  | SuccessAnswer<Id>
  | ({ readonly status: AlternativeStatus<Id>; readonly body?: undefined } & AnswerHeaders);

export type OperationHandler<Id extends OperationId> = (
  input: HandlerInput<Id>,
) => HandlerAnswer<Id> | Failure | Promise<HandlerAnswer<Id> | Failure>;

/** One handler per operation of the registry: a missing one does not compile. */
export type HandlerMap = { readonly [Id in OperationId]: OperationHandler<Id> };

/** What an area's handler file declares (`satisfies AreaHandlers`), so parameters are typed in place. */
export type AreaHandlers = Partial<HandlerMap>;
