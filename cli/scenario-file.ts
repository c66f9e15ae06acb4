import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Scenario } from '../scenarios/scenario';
import { usageError } from './usage-error';

/** An argument of `scenario run` that names a file (`scenarios/recorded/x.ts`, `./my-flow.ts`), not a scenario. */
export const isScenarioPath = (arg: string): boolean => /\.(ts|mts|js|mjs)$/.test(arg) || /[\\/]/.test(arg);

const isScenario = (value: unknown): value is Scenario =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as Scenario).name === 'string' &&
  Array.isArray((value as Scenario).steps);

/** The scenarios a module exports: its default export and named exports, each a scenario or a list of them. */
export function scenariosExported(module: Record<string, unknown>): Scenario[] {
  const found: Scenario[] = [];
  for (const value of Object.values(module)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (isScenario(item) && !found.includes(item)) found.push(item);
    }
  }
  return found;
}

/**
 * Loads the scenarios of a file (tsx, which runs the CLI, compiles it): a missing file or one exporting no
 * scenario is a usage error; one that fails to load says why (exit 2 as well: the argument is wrong).
 */
export async function loadScenarioFile(path: string): Promise<Scenario[]> {
  const file = resolve(path);
  if (!existsSync(file) || !statSync(file).isFile()) usageError(`no scenario file ${path}`);
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    usageError(`${path} does not load: ${(error as Error).message.split('\n')[0]}`);
  }
  const scenarios = scenariosExported(module);
  if (scenarios.length === 0)
    usageError(`${path} exports no scenario (export default defineScenario({ ... }), or a list of them)`);
  return scenarios;
}
