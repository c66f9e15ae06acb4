import type { Operation } from '../../contracts/registry/define-operations';
import type { OperationId } from '../../contracts/registry/operations';
import { queryObject } from '../../simulator/core/parse-request';
import { type Exchange, operationOf } from '../../simulator/proxy/check-exchange';

export type { Exchange };

/** A recorded exchange matched to its contract operation, its parts parsed. */
export interface RecordedCall {
  /** Position among the recorded exchanges (1-based, as the progress lines number them). */
  readonly number: number;
  readonly op: Operation<OperationId>;
  readonly method: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | string[]>>;
  readonly headers: Readonly<Record<string, string>>;
  /** The request body as JSON; undefined when none was sent. */
  readonly body: unknown;
  readonly status: number;
  /** The answer as JSON; undefined when empty or not JSON. */
  readonly response: unknown;
}

/** An exchange the scenario leaves out, and why. */
export interface LeftOut {
  readonly number: number;
  readonly call: string;
  readonly why: string;
}

export type Matched = { readonly call: RecordedCall } | { readonly leftOut: LeftOut };

type Json = { ok: true; value: unknown } | { ok: false };

function json(text: string | undefined): Json {
  if (text === undefined || text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * One exchange against the registry, with the simulator's own router (as `harness proxy` matches it): a call
 * of an operation, or left out with the reason (the harness's own `/__harness` calls, CORS preflights, paths
 * no operation takes, a body that is not JSON).
 */
export function matchExchange(exchange: Exchange, number: number): Matched {
  const method = exchange.method.toUpperCase();
  // The query stays out: a call of no operation may carry a credential there, and this line is written.
  const call = `${method} ${exchange.path}${exchange.query ? '?...' : ''}`;
  const leftOut = (why: string): Matched => ({ leftOut: { number, call, why } });
  if (exchange.path === '/__harness' || exchange.path.startsWith('/__harness/'))
    return leftOut("the harness's own control call");
  if (method === 'OPTIONS') return leftOut('a CORS preflight');
  const match = operationOf(method, exchange.path);
  if (!match) return leftOut('no operation of the contracts takes this method and path');
  const op = match.op as Operation<OperationId>;
  const body = json(exchange.requestBody);
  if (!body.ok) return leftOut(`${op.operationId}: the request body is not JSON`);
  if (body.value !== undefined && !op.request.body)
    return leftOut(`${op.operationId}: a body the operation does not take`);
  const response = json(exchange.responseBody);
  return {
    call: {
      number,
      op,
      method,
      params: match.params,
      query: queryObject(new URLSearchParams(exchange.query)),
      headers: exchange.requestHeaders ?? {},
      body: body.value,
      status: exchange.status,
      response: response.ok ? response.value : undefined,
    },
  };
}
