import { scenarioPresets } from '../../scenarios/presets';
import { isNetworkReset } from '../../simulator/core/plain';
import { plainFromFetch, responseFromPlain } from '../../simulator/msw/core-handler';
import { createRequestCore } from '../../simulator/request-core';
import { createSimulator } from '../../simulator/simulator';
import type { Transport } from '../../simulator/transports/transport';
import { PROVIDER_STATE_SCENARIOS } from '../states';

const ORIGIN = 'http://simulator.pact';

/** The answer the simulator gave a call: what the pact records as the response example. */
export interface RecordedAnswer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly body: unknown;
}

/**
 * The simulator in this process with the provider states' presets: the states are set up on it through its
 * control API, and the storefront's client calls it through `fetchIn(session)` to record each example answer.
 * The session's clock stands still at a fixed instant and correlation ids are fixed, so the pact is the same
 * on every run.
 */
export function simulatorForExamples() {
  const simulator = createSimulator({ presets: scenarioPresets(PROVIDER_STATE_SCENARIOS) });
  const core = createRequestCore(simulator, { fallback: true });
  let last: RecordedAnswer | undefined;

  async function send(request: Request): Promise<Response> {
    const answer = await core(await plainFromFetch(request));
    if (!answer) return new Response(null, { status: 404 });
    return isNetworkReset(answer) ? Response.error() : responseFromPlain(answer);
  }

  return {
    origin: ORIGIN,
    transport: {
      label: 'simulator for pact examples',
      async send({ method, path, headers, body }) {
        const response = await send(
          new Request(`${ORIGIN}${path}`, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        );
        const text = await response.text();
        return { status: response.status, body: text ? JSON.parse(text) : undefined };
      },
    } satisfies Transport,
    /** Freezes the session's clock before its state is set up. */
    async freezeClock(session: string, at: string): Promise<void> {
      const answer = await send(
        new Request(`${ORIGIN}/__harness/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-harness-session': session },
          body: JSON.stringify({ set: at, freeze: true }),
        }),
      );
      if (answer.status !== 200) throw new Error(`could not freeze the clock: HTTP ${answer.status}`);
    },
    /** A fetch for the storefront's client into `session`, keeping the last answer. */
    fetchIn(session: string): typeof fetch {
      return async (input, init) => {
        const request = new Request(input, init);
        request.headers.set('x-harness-session', session);
        request.headers.set('x-correlation-id', 'corr-pact-example');
        const response = await send(request);
        const text = response.status === 204 ? '' : await response.clone().text();
        last = {
          status: response.status,
          contentType: response.headers.get('content-type') ?? undefined,
          body: text ? JSON.parse(text) : undefined,
        };
        return response;
      };
    },
    lastAnswer(): RecordedAnswer {
      if (!last) throw new Error('the client made no call');
      return last;
    },
  };
}
