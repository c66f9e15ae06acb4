import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordingBroker, startRecordingBroker } from './testing/recording-broker';

/** `npx pact-broker` as the README's CI snippets run it (the Pact CLI's broker client, from node_modules). */
const PACT_BROKER = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'pact-broker');

function pactBroker(args: readonly string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((done) =>
    execFile(PACT_BROKER, [...args], { timeout: 60_000 }, (e, stdout) =>
      done({ code: e ? Number(e.code) : 0, stdout }),
    ),
  );
}

let yes: RecordingBroker;
let no: RecordingBroker;
beforeAll(async () => {
  [yes, no] = await Promise.all([startRecordingBroker(), startRecordingBroker({ deployable: false })]);
});
afterAll(async () => {
  await Promise.all([yes.close(), no.close()]);
});

describe("the README's can-i-deploy step (npx pact-broker can-i-deploy)", { timeout: 90_000 }, () => {
  const args = (url: string) => [
    'can-i-deploy',
    '--pacticipant',
    'commerce-api',
    '--version',
    'p1',
    '--to-environment',
    'production',
    '--broker-base-url',
    url,
    '--broker-token',
    't0ken',
  ];

  it("asks the broker's matrix for that version in that environment: exit 0 when deployable", async () => {
    const result = await pactBroker(args(yes.url));
    expect(result.code).toBe(0);
    const [matrix] = yes.find('GET', '/matrix');
    expect(matrix?.query).toBe(
      '?q[][pacticipant]=commerce-api&q[][version]=p1&latestby=cvpv&environment=production',
    );
    expect(matrix?.headers.authorization).toBe('Bearer t0ken');
  });

  it('exits 1 when the broker says it is not', async () => {
    const result = await pactBroker(args(no.url));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('Computer says no');
  });
});
