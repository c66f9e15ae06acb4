import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The product page and its deferred reviews must not pull Zod into their chunks; only the lazy ask-question
 * dialog loads it, with the contract's question schema. A scan of static runtime imports (a lazy
 * `import()` is a separate chunk, so it is not followed), through the storefront and the contracts.
 */
const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(here, '../..');
const root = resolve(src, '../..');

const runtimeImports = (source: string) =>
  [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gms)].flatMap(
    (m) => (m[1] ? [m[1]] : []),
  );

const resolveLocal = (fromFile: string, specifier: string) => {
  const base = resolve(dirname(fromFile), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
};

function zodReachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier === 'zod' || specifier.startsWith('zod/'))
        found.push(`${relative(root, file)} -> ${specifier}`);
      const target = specifier.startsWith('.') ? resolveLocal(file, specifier) : undefined;
      if (target) visit(target);
    }
  };
  visit(resolve(src, entry));
  return found;
}

describe('the product page keeps Zod out of its chunks', () => {
  it.each([
    'routes/product-route.tsx',
    'features/reviews/product-reviews.tsx',
    'commerce/product.ts',
    'i18n/catalogues/en/product.ts',
    'i18n/catalogues/en/reviews.ts',
  ])('%s reaches no Zod', (path) => {
    expect(zodReachedFrom(path)).toEqual([]);
  });

  it('the ask-question dialog does (its form validates with the contract schema)', () => {
    expect(zodReachedFrom('features/reviews/ask-question-dialog.tsx').length).toBeGreaterThan(0);
  });
});
