import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { verify } from '@pact-foundation/pact-core/src/verifier/nativeVerifier.js';
import type { PactBodyTemplate } from './schema-matchers';

/**
 * Test support: runs body templates through the real Pact machinery. Each case becomes one interaction of
 * a V4 pact (played against the mock server, which answers the template's example), then the native
 * verifier replays the pact against a local server answering each case's provider body.
 */

export interface BodyCase {
  /** Unique; the interaction's description and the path it is served on. */
  readonly name: string;
  readonly template: PactBodyTemplate;
  /** What the provider under verification answers. */
  readonly providerBody: unknown;
}

export interface BodyMismatch {
  readonly path: string;
  readonly mismatch: string;
  readonly expected?: string;
  readonly actual?: string;
}

export interface CaseOutcome {
  /** The body the consumer's mock server answered. */
  readonly mockBody: unknown;
  /** What the verifier reported; empty when the provider body verified. */
  readonly mismatches: readonly BodyMismatch[];
}

interface VerifierError {
  interaction?: string;
  mismatch?: { mismatches?: BodyMismatch[]; message?: string };
}

async function recordPact(cases: readonly BodyCase[], dir: string): Promise<Map<string, unknown>> {
  const pact = new PactV4({
    consumer: 'matchers-web',
    provider: 'matchers-api',
    dir,
    logLevel: 'error',
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
  });
  const mockBodies = new Map<string, unknown>();
  for (const c of cases) {
    await pact
      .addInteraction()
      .uponReceiving(c.name)
      .withRequest('GET', `/${c.name}`)
      .willRespondWith(200, (builder) => builder.jsonBody(c.template))
      .executeTest(async (mock) => {
        const answer = await fetch(`${mock.url}/${c.name}`);
        mockBodies.set(c.name, await answer.json());
      });
  }
  return mockBodies;
}

async function replay(cases: readonly BodyCase[], pactFile: string): Promise<VerifierError[]> {
  const server = createServer((request, response) => {
    const c = cases.find((x) => request.url === `/${x.name}`);
    response.writeHead(c ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(c?.providerBody ?? null));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    // The verifier resolves with its JSON report when all verify and rejects with it otherwise.
    const report: unknown = await verify({
      providerBaseUrl: `http://127.0.0.1:${port}`,
      pactUrls: [pactFile],
      logLevel: 'error',
    }).catch((error: Error) => error.message);
    return (JSON.parse(String(report)) as { errors?: VerifierError[] }).errors ?? [];
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

export async function verifyBodies(cases: readonly BodyCase[]): Promise<Map<string, CaseOutcome>> {
  const dir = mkdtempSync(join(tmpdir(), 'pact-matchers-'));
  try {
    const mockBodies = await recordPact(cases, dir);
    const [file] = readdirSync(dir);
    if (!file) throw new Error('the mock server wrote no pact file');
    const errors = await replay(cases, join(dir, file));
    const outcomes = new Map<string, CaseOutcome>();
    for (const c of cases) {
      const own = errors.filter((e) => e.interaction?.endsWith(` - ${c.name}`));
      const mismatches = own.flatMap(
        (e) => e.mismatch?.mismatches ?? [{ path: '', mismatch: e.mismatch?.message ?? 'error' }],
      );
      outcomes.set(c.name, { mockBody: mockBodies.get(c.name), mismatches });
    }
    return outcomes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
