import type { z } from '../zod';
import type { OperationId, OperationOf } from './operations';

type Inferred<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type RequestPart<Id extends OperationId, K extends string> =
  OperationOf<Id>['request'] extends Record<K, infer S> ? S : undefined;

/** Parsed (output) types of an operation's request parts, as a handler receives them. */
export type ParamsOf<Id extends OperationId> = Inferred<RequestPart<Id, 'params'>>;
export type QueryOf<Id extends OperationId> = Inferred<RequestPart<Id, 'query'>>;
export type HeadersOf<Id extends OperationId> = Inferred<RequestPart<Id, 'headers'>>;
export type RequestBodyOf<Id extends OperationId> = Inferred<RequestPart<Id, 'body'>>;
/** What a client may send (defaults not yet applied). */
export type RequestBodyInputOf<Id extends OperationId> = Input<RequestPart<Id, 'body'>>;
/** The success body of an operation. */
export type ResponseBodyOf<Id extends OperationId> = OperationOf<Id>['response'] extends { body: infer S }
  ? Inferred<S>
  : undefined;
