import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from '../../contracts/zod';

/** A problem with how the command was called (exit 2): the CLI prints the message as it is. */
export class VerifyUsageError extends Error {}

/** What the report needs of a pact file: who it is between, and each interaction's description and states. */
export interface PactFile {
  readonly file: string;
  readonly consumer: string;
  readonly provider: string;
  readonly interactions: readonly { readonly description: string; readonly states: readonly string[] }[];
}

// V4 and V3 name `providerStates` (a list), V2 `providerState` (one string); other fields are the verifier's.
const pactShape = z.object({
  consumer: z.object({ name: z.string() }),
  provider: z.object({ name: z.string() }),
  interactions: z.array(
    z.object({
      description: z.string(),
      providerState: z.string().optional(),
      providerStates: z.array(z.object({ name: z.string() })).optional(),
    }),
  ),
});

export function readPactFile(file: string): PactFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new VerifyUsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const pact = pactShape.safeParse(parsed);
  if (!pact.success) {
    const issue = pact.error.issues[0];
    throw new VerifyUsageError(
      `${file} is not a pact file: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return {
    file,
    consumer: pact.data.consumer.name,
    provider: pact.data.provider.name,
    interactions: pact.data.interactions.map((i) => ({
      description: i.description,
      states: i.providerStates?.map((s) => s.name) ?? (i.providerState ? [i.providerState] : []),
    })),
  };
}

/** The pact files (`*.json`) of a folder, sorted; a missing or empty folder is a usage error. */
export function findPactFiles(dir: string): PactFile[] {
  const folder = resolve(dir);
  let names: string[];
  try {
    if (!statSync(folder).isDirectory()) throw new VerifyUsageError(`--pact-dir ${dir} is not a folder`);
    names = readdirSync(folder);
  } catch (error) {
    if (error instanceof VerifyUsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new VerifyUsageError(
      code === 'ENOENT'
        ? `no folder ${dir} (--pact-dir): generate the pacts first (the consumer tests in pact/consumer write pacts/)`
        : `cannot read --pact-dir ${dir} (${code})`,
    );
  }
  const files = names.filter((n) => n.endsWith('.json')).sort();
  if (files.length === 0)
    throw new VerifyUsageError(
      `no pact files (*.json) in ${dir}: generate the pacts first, or pass --pact-dir or --broker-url`,
    );
  const pacts = files.map((name) => readPactFile(join(dir, name)));
  if (pacts.every((p) => p.interactions.length === 0))
    throw new VerifyUsageError(`the pact files in ${dir} have no interactions to verify`);
  return pacts;
}
