import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { readImports } from '../../../scripts/imports/read-imports';

/** The storefront's source folder (storefront/src). */
export const SRC = resolve(import.meta.dirname, '..');

/** What a file imports at run time, statically: `import type` and `export type` lines aside, no `import()`. */
const runtimeImports = (source: string) =>
  readImports(source)
    .filter((ref) => (ref.kind === 'import' || ref.kind === 'export') && !ref.typeOnly)
    .map((ref) => ref.specifier);

/** A relative import's file (.ts, .tsx or a folder's index.ts), if it exists. */
export const resolveLocal = (fromFile: string, specifier: string) => {
  const base = resolve(dirname(fromFile), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
};

/**
 * The storefront files (relative to storefront/src) that `entry` reaches through static runtime imports:
 * what the bundler puts in the entry's chunk or loads with it. A lazy `import()` starts a chunk of its own,
 * so it is not followed; neither are `import type` lines.
 */
export function staticallyReached(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      const target = specifier.startsWith('.') ? resolveLocal(file, specifier) : undefined;
      if (target) visit(target);
    }
  };
  visit(resolve(SRC, entry));
  return [...seen].map((file) => relative(SRC, file));
}
