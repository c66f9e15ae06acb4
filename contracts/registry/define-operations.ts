import { HEADER } from '../common/headers';
import type { CatalogueId } from '../errors/error-ids';
import type { z } from '../zod';
import { deepStrict } from './deep-strict';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const API_AREAS = [
  'auth',
  'cart',
  'checkout',
  'consumer',
  'utilities',
  'fapi',
  'content',
  'catalogue',
  'stores',
  'wishlists',
  'personalization',
  'experimentation',
] as const;
export type ApiArea = (typeof API_AREAS)[number];

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export interface ResponseContract {
  status: number;
  description: string;
  /** Absent for bodiless answers (204, 304). */
  body?: z.ZodType;
}

/**
 * Request body media types an operation may take; `text/plain` carries the same JSON as text, and so does
 * `application/csp-report` (what browsers post to a Content-Security-Policy's report-uri).
 */
export type RequestMediaType = 'application/json' | 'text/plain' | 'application/csp-report';

/** The media types an operation's body may come in (JSON unless the contract lists others). */
export function bodyMediaTypesOf(op: Pick<OperationInput, 'request'>): readonly RequestMediaType[] {
  return op.request.bodyMediaTypes ?? ['application/json'];
}

/** What an area file writes for one operation; the operationId is the key it is written under. */
export interface OperationInput {
  method: HttpMethod;
  /** The path as the spec writes it, with `{param}` placeholders (`/cart/v1/cart/{basketId}`). */
  path: `/${string}`;
  summary: string;
  description?: string;
  request: {
    params?: ObjectSchema;
    query?: ObjectSchema;
    headers?: ObjectSchema;
    body?: z.ZodType;
    /** Media types the body may come in; JSON alone unless listed (beacons send JSON text as text/plain). */
    bodyMediaTypes?: readonly RequestMediaType[];
  };
  /** The success answer. */
  response: ResponseContract;
  /** Other non-error answers, such as 304 Not Modified on the experimentation datafile. */
  alternativeResponses?: readonly ResponseContract[];
  /** Catalogue ids this call can answer with (the HTTP status of each comes from the catalogue). */
  errorIds: readonly CatalogueId[];
  /** Where the spec says "not shown": what this contract chose. Also listed in docs/decisions.md. */
  notShown?: string;
}

export type Operation<
  Id extends string = string,
  Area extends ApiArea = ApiArea,
  Input extends OperationInput = OperationInput,
> = Input & { operationId: Id; area: Area };

/**
 * Ids any call can answer before its handler runs: API400 when the request breaks its contract, API406
 * when the client accepts no JSON, API413 and API415 when a call that reads a body gets one over the
 * server's limit or not in JSON, and AUT440 when its site headers name an unknown site. (API405 belongs to
 * paths, API408 and API431 to the connection: no operation is known yet when they answer.)
 */
function withProtocolErrors(input: OperationInput): readonly CatalogueId[] {
  const protocol: CatalogueId[] = input.request.body
    ? ['API400', 'API406', 'API413', 'API415']
    : ['API400', 'API406'];
  // Calls carrying the site headers answer AUT440 for a brand or region with no customer list.
  if (input.request.headers && HEADER.brand in input.request.headers.shape) protocol.push('AUT440');
  return [...new Set([...input.errorIds, ...protocol])];
}

/**
 * Request bodies refuse unknown fields at every level (deepStrict), so a misspelt field answers 400
 * instead of being dropped. Queries stay tolerant (cache-busters); headers are open by nature.
 */
function strictRequest(request: OperationInput['request']): OperationInput['request'] {
  return request.body ? { ...request, body: deepStrict(request.body) } : request;
}

/**
 * Declares the operations of one API area. Keys become operationIds, so an area file cannot forget one
 * and the registry's OperationId type is the union of every key.
 */
export function defineOperations<
  const Area extends ApiArea,
  const Ops extends Record<string, OperationInput>,
>(area: Area, ops: Ops): { [Id in keyof Ops & string]: Operation<Id, Area, Ops[Id]> } {
  const out: Record<string, Operation> = {};
  for (const [operationId, input] of Object.entries(ops)) {
    out[operationId] = {
      ...input,
      request: strictRequest(input.request),
      errorIds: withProtocolErrors(input),
      operationId,
      area,
    };
  }
  return out as { [Id in keyof Ops & string]: Operation<Id, Area, Ops[Id]> };
}

/** "METHOD /path" exactly as the spec writes it; fault injection and the CLI accept this form. */
export function operationKey(op: Pick<OperationInput, 'method' | 'path'>): string {
  return `${op.method.toUpperCase()} ${op.path}`;
}
