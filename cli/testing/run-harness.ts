import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** The `harness` binary as a shopper's shell runs it. */
export const HARNESS_BIN = join(import.meta.dirname, '..', 'bin.mjs');

export interface HarnessRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the real `harness` binary as a subprocess (CLI tests): exit code, stdout and stderr. */
export async function runHarness(args: readonly string[], timeoutMs = 120_000): Promise<HarnessRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, [HARNESS_BIN, ...args], { timeout: timeoutMs });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
