import { join } from 'node:path';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';

/** One HTTP interaction as a consumer test declares it, with plain example values (no matchers needed here). */
export interface Expectation {
  description: string;
  state?: string;
  pending?: boolean;
  method: string;
  path: string;
  query?: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
  status: number;
  answer?: unknown;
}

/** An expectation, or anything else a test adds to the pact (a message interaction). */
export type Step = Expectation | ((pact: PactV4) => Promise<unknown>);

async function run(pact: PactV4, expectation: Expectation): Promise<void> {
  const { description, state, pending, method, path, query, headers, body, status, answer } = expectation;
  let interaction = pact.addInteraction();
  if (state) interaction = interaction.given(state);
  if (pending) interaction = interaction.pending(true);
  await interaction
    .uponReceiving(description)
    .withRequest(method, path, (request) => {
      request.headers(headers);
      if (query) request.query(query);
      if (body !== undefined) request.jsonBody(body);
    })
    .willRespondWith(status, (response) => {
      if (answer !== undefined) response.jsonBody(answer);
    })
    .executeTest(async (server) => {
      const url = `${server.url}${path}${query ? `?${new URLSearchParams(query)}` : ''}`;
      const res = await fetch(url, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.status !== status) throw new Error(`${description}: the mock server answered ${res.status}`);
    });
}

/**
 * Writes a V4 pact the way a consumer test does: pact-js's `PactV4`, each interaction exercised by a real
 * fetch to its mock server, the file written by `executeTest`. Returns the pact file's path.
 */
export async function recordPact(
  where: { dir: string; consumer: string; provider: string },
  steps: Step[],
): Promise<string> {
  const { dir, consumer, provider } = where;
  const spec = SpecificationVersion.SPECIFICATION_VERSION_V4;
  const pact = new PactV4({ consumer, provider, dir, logLevel: 'error', spec });
  for (const step of steps) {
    if (typeof step === 'function') await step(pact);
    else await run(pact, step);
  }
  return join(dir, `${consumer}-${provider}.json`);
}
