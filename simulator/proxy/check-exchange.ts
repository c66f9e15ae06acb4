import { errorEnvelope } from '../../contracts/common/error-envelope';
import { catalogue, isCatalogueId } from '../../contracts/errors/catalogue';
import { deepStrict } from '../../contracts/registry/deep-strict';
import type { Operation } from '../../contracts/registry/define-operations';
import { operationList } from '../../contracts/registry/operations';
import type { z } from '../../contracts/zod';
import { createOperationRouter } from '../core/operation-router';
import { queryObject } from '../core/parse-request';
import { describeValue, issueViolations } from './schema-issues';
import type { Violation, ViolationKind } from './violation';

/** One call through the proxy and the backend's answer, as text (a compressed body already decoded). */
export interface Exchange {
  readonly method: string;
  /** The path as sent, percent-encoded (`/cart/v1/cart/bk-1`). */
  readonly path: string;
  /** The raw query without its `?`. */
  readonly query: string;
  /** The request's headers, names in lower case (left out: the headers go unchecked). */
  readonly requestHeaders?: Readonly<Record<string, string>>;
  readonly requestBody: string | undefined;
  readonly status: number;
  readonly responseBody: string | undefined;
}

export interface ExchangeCheck {
  /** The operationId, or "METHOD /path" when no operation takes the call. */
  readonly operation: string;
  readonly known: boolean;
  readonly violations: readonly Violation[];
  /** Every errorId the answer's envelope carries, declared or not. */
  readonly errorIds: readonly string[];
}

const router = createOperationRouter(operationList);

/** The operation of a method and path (the simulator's own router), or undefined. */
export function operationOf(method: string, path: string) {
  try {
    return router.match(method, path);
  } catch {
    return undefined; // a path whose %-encoding does not decode
  }
}

type Parsed = { ok: true; value: unknown } | { ok: false };

function parseJson(text: string | undefined): Parsed {
  if (text === undefined || text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function against(
  kind: ViolationKind,
  operation: string,
  part: string,
  schema: z.ZodType,
  value: unknown,
): Violation[] {
  const result = schema.safeParse(value);
  return result.success ? [] : issueViolations(kind, operation, part, result.error.issues, value);
}

/** The request's params, headers, query and body against the operation's request schemas. */
function requestViolations(op: Operation, exchange: Exchange, params: Record<string, string>): Violation[] {
  const id = op.operationId;
  const { request } = op;
  const found: Violation[] = [];
  if (request.params) found.push(...against('request-schema', id, 'params', request.params, params));
  if (request.headers && exchange.requestHeaders)
    found.push(...against('request-schema', id, 'headers', request.headers, { ...exchange.requestHeaders }));
  if (request.query) {
    const query = queryObject(new URLSearchParams(exchange.query));
    found.push(...against('request-schema', id, 'query', request.query, query));
  }
  if (request.body) {
    const body = parseJson(exchange.requestBody);
    if (!body.ok)
      found.push({ kind: 'request-schema', operation: id, field: 'body', expected: 'JSON', got: 'not JSON' });
    else found.push(...against('request-schema', id, 'body', request.body, body.value));
  }
  return found;
}

/** The statuses an operation may answer: success, alternatives, and the catalogue's status of each errorId. */
export function declaredStatuses(op: Operation): number[] {
  const errors = op.errorIds.map((id) => catalogue[id].status);
  const all = [op.response.status, ...(op.alternativeResponses ?? []).map((r) => r.status), ...errors];
  return [...new Set(all)].sort((a, b) => a - b);
}

/** An error answer: its body is the envelope, and each errorId in it is one the operation declares. */
function errorViolations(
  op: Operation,
  text: string | undefined,
): { violations: Violation[]; errorIds: string[] } {
  const id = op.operationId;
  const parsed = parseJson(text);
  if (!parsed.ok || parsed.value === undefined) {
    const got = parsed.ok ? 'no body' : 'not JSON';
    return {
      violations: [
        { kind: 'error-envelope', operation: id, field: 'body', expected: 'the error envelope', got },
      ],
      errorIds: [],
    };
  }
  const body = parsed.value;
  const violations: Violation[] = [];
  const checked = errorEnvelope.safeParse(body);
  if (!checked.success) {
    // An id the catalogue does not know is reported once, below, as an undeclared error id.
    const unknownId = (i: z.core.$ZodIssue) => i.code === 'invalid_value' && i.path.at(-1) === 'errorId';
    const issues = checked.error.issues.filter((i) => !unknownId(i));
    violations.push(...issueViolations('error-envelope', id, 'body', issues, body));
  }
  const details = (body as { errorDetails?: unknown }).errorDetails;
  const errorIds: string[] = [];
  (Array.isArray(details) ? details : []).forEach((detail, i) => {
    const errorId = (detail as { errorId?: unknown } | null)?.errorId;
    if (typeof errorId !== 'string') return;
    errorIds.push(errorId);
    if ((op.errorIds as readonly string[]).includes(errorId)) return;
    const declared = op.errorIds.slice(0, 6).join(', ') + (op.errorIds.length > 6 ? ', ...' : '');
    const where = isCatalogueId(errorId) ? '' : ' (not in the catalogue)';
    violations.push({
      kind: 'undeclared-error-id',
      operation: id,
      field: `body.errorDetails.${i}.errorId`,
      expected: `one of ${declared}`,
      got: `${describeValue(errorId)}${where}`,
    });
  });
  return { violations, errorIds };
}

/** The answer against the operation: a declared status, its body schema, or the envelope of a declared id. */
function responseViolations(
  op: Operation,
  exchange: Exchange,
): { violations: Violation[]; errorIds: string[] } {
  const id = op.operationId;
  const { status } = exchange;
  const contract =
    status === op.response.status ? op.response : op.alternativeResponses?.find((r) => r.status === status);
  if (contract) {
    if (!contract.body || exchange.responseBody === undefined || exchange.responseBody === '')
      return { violations: [], errorIds: [] };
    const parsed = parseJson(exchange.responseBody);
    // Strict, as request bodies are: a field the contract does not declare is drift too (a renamed
    // optional field leaves no other trace, and an addition is one the contract should learn).
    const violations: Violation[] = parsed.ok
      ? against('response-schema', id, 'body', deepStrict(contract.body), parsed.value)
      : [{ kind: 'response-schema', operation: id, field: 'body', expected: 'JSON', got: 'not JSON' }];
    return { violations, errorIds: [] };
  }
  const statuses = declaredStatuses(op);
  const undeclared: Violation[] = statuses.includes(status)
    ? []
    : [
        {
          kind: 'undeclared-status',
          operation: id,
          field: 'status',
          expected: statuses.join(' '),
          got: String(status),
        },
      ];
  if (status < 400) return { violations: undeclared, errorIds: [] };
  const errors = errorViolations(op, exchange.responseBody);
  return { violations: [...undeclared, ...errors.violations], errorIds: errors.errorIds };
}

/**
 * One exchange against the contracts (pure): the operation its method and path match (else one
 * `unknown-operation`), the request's params, query and body against its schemas, and the answer's status,
 * body or error envelope against what the operation declares.
 */
export function checkExchange(exchange: Exchange): ExchangeCheck {
  const method = exchange.method.toUpperCase();
  const match = operationOf(method, exchange.path);
  if (!match) {
    const operation = `${method} ${exchange.path}`;
    const violation: Violation = {
      kind: 'unknown-operation',
      operation,
      field: 'path',
      expected: 'an operation of the registry',
      got: operation,
    };
    return { operation, known: false, violations: [violation], errorIds: [] };
  }
  const { op, params } = match;
  const answer = responseViolations(op, exchange);
  return {
    operation: op.operationId,
    known: true,
    violations: [...requestViolations(op, exchange, params), ...answer.violations],
    errorIds: answer.errorIds,
  };
}
