import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The Pact CLI's binary (`pact`, with `pact broker …`): @pact-foundation/pact-cli finds it in the optional
 * package npm installed for this platform (@pact-foundation/pact-cli-linux-x64 and the like); nothing is
 * downloaded at run time.
 */
export function pactCliBinary(): string {
  const { standalone } = require('@pact-foundation/pact-cli/src/pact-standalone') as {
    standalone: () => { pactFullPath: string };
  };
  return standalone().pactFullPath;
}

export interface PactCliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const CREDENTIALS = [
  'PACT_BROKER_BASE_URL',
  'PACT_BROKER_TOKEN',
  'PACT_BROKER_USERNAME',
  'PACT_BROKER_PASSWORD',
];

/**
 * Runs the Pact CLI with these arguments. The broker settings it would read from the environment are only
 * the ones given in `env` (so a PACT_BROKER_TOKEN left in the shell never rides along with basic auth).
 */
export function runPactCli(
  args: readonly string[],
  env: Readonly<Record<string, string>>,
  timeoutMs = 600_000,
): Promise<PactCliRun> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !CREDENTIALS.includes(k)));
  return new Promise((resolve, reject) => {
    execFile(
      pactCliBinary(),
      [...args],
      { env: { ...inherited, ...env }, timeout: timeoutMs, maxBuffer: 16 * 2 ** 20 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') return reject(error);
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      },
    );
  });
}
