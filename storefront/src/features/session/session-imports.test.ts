import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The session's always-loaded modules (header slots, the account page, the commerce area, the catalogues)
 * must not pull Zod (nor the contracts' error catalogue) into the main bundle; only the lazy sign-in dialog
 * loads Zod, with its form schema.
 * A text scan of runtime import lines, followed through the storefront and the contracts.
 */
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../../..');

function runtimeImports(source: string): string[] {
  const pattern = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gms;
  return [...source.matchAll(pattern)].flatMap((m) => (m[1] ? [m[1]] : []));
}

function resolveLocal(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find(
    (candidate) => existsSync(candidate) && candidate.match(/\.tsx?$/),
  );
}

function zodReachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const zodish: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier === 'zod' || specifier.startsWith('zod/') || specifier.includes('zod-to-openapi'))
        zodish.push(`${relative(root, file)} -> ${specifier}`);
      if (!specifier.startsWith('.')) continue;
      const target = resolveLocal(file, specifier);
      // The contracts' error catalogue carries server texts the browser does not ship (api/error-catalogue.generated.ts).
      if (target?.endsWith('contracts/errors/catalogue.ts'))
        zodish.push(`${relative(root, file)} -> ${specifier}`);
      if (target) visit(target);
    }
  };
  visit(entry);
  return zodish;
}

describe('the session feature keeps Zod out of the main bundle', () => {
  it.each([
    'features/session/account-button.tsx',
    'features/session/employee-discount-banner.tsx',
    'features/session/session-keeper.tsx',
    'routes/account-route.tsx',
    'commerce/session.ts',
    'commerce/sign-in.ts',
    'i18n/catalogues/en/session.ts',
    'i18n/catalogues/fr/session.ts',
  ])('%s reaches no Zod', (path) => {
    expect(zodReachedFrom(resolve(here, '../..', path))).toEqual([]);
  });

  it('the lazy sign-in dialog does load it (the scan can fail)', () => {
    expect(zodReachedFrom(resolve(here, 'sign-in-dialog.tsx')).length).toBeGreaterThan(0);
  });
});
