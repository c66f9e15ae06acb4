import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Listing, search and quick-shop modules load with every page (header search, category and search pages,
 * tiles on home): they must not pull Zod into the bundle. A text scan of runtime imports, followed
 * through the storefront and the contracts (the same rule as the session feature's test).
 */
const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(here, '../..');
const root = resolve(src, '../..');

const runtimeImports = (source: string): string[] =>
  [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gms)].flatMap(
    (m) => (m[1] ? [m[1]] : []),
  );

function resolveLocal(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
}

function zodReachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier === 'zod' || specifier.startsWith('zod/') || specifier.includes('zod-to-openapi'))
        found.push(`${relative(root, file)} -> ${specifier}`);
      if (!specifier.startsWith('.')) continue;
      const target = resolveLocal(file, specifier);
      if (target) visit(target);
    }
  };
  visit(entry);
  return found;
}

describe('catalogue and search keep Zod out of the bundle', () => {
  it.each([
    'routes/category-route.tsx',
    'routes/search-route.tsx',
    'features/search/search-box.tsx',
    'features/catalogue/product-tile.tsx',
    'features/catalogue/quickshop-dialog.tsx',
    'commerce/catalogue.ts',
  ])('%s reaches no Zod', (path) => {
    expect(zodReachedFrom(resolve(src, path))).toEqual([]);
  });
});
