import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's bundle imports page-urls.ts (page recognition). Its import graph must stay free of Zod:
 * contracts/zod.ts and 'zod' call .openapi() at load and would drag Zod and zod-to-openapi into the browser.
 * A text scan of the import lines, followed recursively within contracts/.
 */
const here = dirname(fileURLToPath(import.meta.url));
const contractsDir = resolve(here, '..');

/** Runtime imports only: `import type` and `export type` lines are erased by the compiler. */
function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gms;
  for (const match of source.matchAll(pattern)) if (match[1]) specifiers.push(match[1]);
  return specifiers;
}

function resolveLocal(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  return [`${base}.ts`, join(base, 'index.ts'), base].find((candidate) => existsSync(candidate));
}

/** Every module reached from the entry: local files as contracts-relative paths, packages by name. */
function importGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const key = relative(contractsDir, file);
    if (seen.has(key)) return;
    seen.add(key);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) {
        seen.add(specifier);
        continue;
      }
      const target = resolveLocal(file, specifier);
      if (target?.startsWith(contractsDir)) visit(target);
      else seen.add(specifier);
    }
  };
  visit(entry);
  return seen;
}

describe('page-urls.ts import graph', () => {
  it('reaches neither contracts/zod.ts nor zod', () => {
    const graph = importGraph(join(contractsDir, 'common/page-urls.ts'));
    expect(graph.has('common/page-urls.ts')).toBe(true);
    const zodish = [...graph].filter(
      (m) => m === 'zod.ts' || m === 'zod' || m.startsWith('zod/') || m.includes('zod-to-openapi'),
    );
    expect(zodish).toEqual([]);
  });

  it('the scan sees Zod where it is imported (the check can fail)', () => {
    const graph = importGraph(join(contractsDir, 'common/locale.ts'));
    expect(graph.has('zod.ts')).toBe(true);
  });

  it('skips type-only imports', () => {
    expect(
      runtimeImports("import type { A } from './a';\nimport { b } from './b';\nexport { c } from './c';"),
    ).toEqual(['./b', './c']);
  });
});
