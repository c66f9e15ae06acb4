import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { VerifierOptions } from '@pact-foundation/pact-core/src/verifier/types';

const WORKER = fileURLToPath(new URL('./verifier-worker.mjs', import.meta.url));

/** One verifier run's outcome: its JSON report, or why it could not run (bad arguments, a crash). */
export type RawRun = { readonly json: string } | { readonly error: string };

export interface RunVerifierOptions {
  /** Called with the verifier's own output (its coloured report and logs), e.g. to pass it to stderr. */
  readonly onOutput?: (chunk: string) => void;
}

/**
 * Runs the native Pact Verifier once per options object, one after the other, in a child process (it
 * writes its own report to stdout, which belongs to our reporters). Answers one RawRun per run.
 */
export function runVerifier(
  runs: readonly VerifierOptions[],
  options: RunVerifierOptions = {},
): Promise<RawRun[]> {
  const child = spawn(process.execPath, [WORKER], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    // The tail is enough to explain a crash; --verbose streams all of it.
    output = (output + text).slice(-8000);
    options.onOutput?.(text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return new Promise((resolve, reject) => {
    let answered = false;
    child.once('message', (message: { results: RawRun[] }) => {
      answered = true;
      resolve(message.results);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (!answered)
        reject(
          new Error(
            `the Pact Verifier stopped (${signal ?? `exit ${code}`}) without a result:\n${output.trim() || '(no output)'}`,
          ),
        );
    });
    child.send({ runs });
  });
}
