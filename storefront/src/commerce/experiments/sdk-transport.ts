import '../../api/experimentation-operations';
import { callUrl } from '../../api/call-url';
import { routeOf } from '../../api/operation-route';
import { EXPERIMENTATION } from './experimentation-constants';

/** The SDK's request seam (its RequestHandler), spelled structurally so this module needs no SDK types. */
export interface SdkResponse {
  statusCode: number;
  body: string;
  headers: Record<string, string | undefined>;
}
export interface SdkRequestHandler {
  makeRequest(
    url: string,
    headers: Record<string, string | undefined>,
    method: string,
    data?: string,
  ): { abort(): void; responsePromise: Promise<SdkResponse> };
}

/** One customer-data event as the SDK batches it (identifiers and data are plain objects once in JSON). */
interface CustomerDataEvent {
  type: string;
  action: string;
  identifiers: Record<string, string>;
  data: Record<string, string | number | boolean | null>;
}

const isSegmentsQuery = (url: URL) => url.pathname.endsWith('/v3/graphql');
const isDatafile = (url: URL) => url.pathname.includes('/datafiles/');
const isCustomerDataEvents = (url: URL) => url.pathname.endsWith('/v3/events');

async function send(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<SdkResponse> {
  const response = await fetch(url, {
    ...init,
    signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
  });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return { statusCode: response.status, body: await response.text(), headers };
}

/**
 * The customer-data pixel: one GET per event (batch size 1, spec 001 section 9), the public key as
 * tracker_id. The SDK 6 posts its events as one JSON batch to `{host}/v3/events`; the spec's platform takes
 * the pixel, so each event of that batch is sent as one pixel call, the way the SDK's own pixel request
 * generator spells it. The first failure answers for the batch, and the SDK retries it.
 */
async function sendAsPixels(
  base: string,
  headers: Record<string, string | undefined>,
  body: string,
  signal: AbortSignal,
): Promise<SdkResponse> {
  const events = JSON.parse(body) as CustomerDataEvent[];
  for (const event of events) {
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...event.identifiers, ...event.data })) {
      if (value !== null && value !== undefined && value !== '') query[key] = String(value);
    }
    Object.assign(query, {
      tracker_id: headers['x-api-key'] ?? '',
      event_type: event.type,
      vdl_action: event.action,
    });
    const url = callUrl(base, routeOf('sendCustomerDataEvent'), {}, query);
    const answer = await send(url, { method: 'GET' }, EXPERIMENTATION.customerDataTimeoutMs, signal);
    if (answer.statusCode >= 300) return answer;
  }
  return { statusCode: 204, body: '', headers: {} };
}

/** Resolves after `ms`, or rejects when the request is aborted meanwhile. */
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * Spec 001 section 9's datafile back-off: after the nth failure in a row (an error, or a status of 400 or
 * above), the next request waits 0, 8, 16 ... 512 s plus up to 1 s. The SDK schedules its retries sooner
 * (1, 2, 4 ... s) and waits for each request to settle before it schedules the next, so holding the request
 * here until the spec's wait is over spaces the calls as the spec says.
 */
function datafileBackoff(now: () => number, random: () => number) {
  let failures = 0;
  let earliest = 0;
  return {
    async before(signal: AbortSignal): Promise<void> {
      const left = earliest - now();
      if (left > 0) await wait(left, signal);
    },
    after(ok: boolean): void {
      if (ok) {
        failures = 0;
        return;
      }
      const steps = EXPERIMENTATION.datafileBackoffSeconds;
      const seconds = steps[Math.min(failures, steps.length - 1)] ?? 0;
      failures += 1;
      earliest = now() + seconds * 1000 + random() * EXPERIMENTATION.datafileBackoffJitterMs;
    },
  };
}

/**
 * The SDK's requests over fetch, with their time-outs: the datafile's 60 s (and the spec's back-off), the
 * customer-data platform's 10 s. With a customer-data base configured (the harness), the segment query and the events go there,
 * whatever host the datafile names. A network failure rejects, which the SDK logs (never shown).
 */
export function sdkTransport(
  customerDataBase: string | undefined,
  clock: { now: () => number; random: () => number } = { now: Date.now, random: Math.random },
): SdkRequestHandler {
  const backoff = datafileBackoff(clock.now, clock.random);
  return {
    makeRequest(requestUrl, headers, method, data) {
      const controller = new AbortController();
      const url = new URL(requestUrl, globalThis.location?.href);
      const base = customerDataBase ?? url.origin;
      const plain = Object.fromEntries(
        Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      let responsePromise: Promise<SdkResponse>;
      if (isCustomerDataEvents(url) && data) {
        responsePromise = sendAsPixels(base, headers, data, controller.signal);
      } else if (isSegmentsQuery(url)) {
        const target = callUrl(base, routeOf('fetchQualifiedSegments'), {}, {});
        const init = { method, headers: plain, body: data };
        responsePromise = send(target, init, EXPERIMENTATION.customerDataTimeoutMs, controller.signal);
      } else {
        const init = { method, headers: plain, ...(data ? { body: data } : {}) };
        const timeout = EXPERIMENTATION.datafileRequestTimeoutMs;
        responsePromise = isDatafile(url)
          ? backoff
              .before(controller.signal)
              .then(() => send(url.href, init, timeout, controller.signal))
              .then(
                (answer) => {
                  backoff.after(answer.statusCode < 400);
                  return answer;
                },
                (error: unknown) => {
                  backoff.after(false);
                  throw error;
                },
              )
          : send(url.href, init, timeout, controller.signal);
      }
      return { abort: () => controller.abort(), responsePromise };
    },
  };
}
