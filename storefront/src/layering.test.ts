import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC } from './testing/static-imports';

/**
 * `commerce/` is the storefront's only way to the backend (docs/architecture): features and routes never
 * import the client in `api/` nor reach around the adapter to its `deps`. Tests and test support (a
 * `*.test.ts[x]` file, or a name with a `test` word: `order-test-world.ts`, `test-product.ts`) may.
 */
const GUARDED = ['features', 'routes'];
const API = resolve(SRC, 'api');

const isTestSupport = (file: string) => /(^|[-.])test([-.]|s?$)/.test(file.replace(/\.tsx?$/, ''));

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.generated\.tsx?$/.test(e.name))
    .filter((e) => !isTestSupport(e.name))
    .map((e) => join(e.parentPath, e.name));
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The lines of `source` (in `file`) that break the rule, as "path:line: text". */
function layeringBreaches(file: string, source: string): string[] {
  const breaches: string[] = [];
  source.split('\n').forEach((text, index) => {
    const where = `${relative(SRC, file)}:${index + 1}: ${text.trim()}`;
    for (const [, specifier] of text.matchAll(SPECIFIER)) {
      if (!specifier?.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (target === API || target.startsWith(`${API}/`)) breaches.push(`${where} (imports api/)`);
    }
    if (/\.deps\b|\{\s*(?:[\w\s,]+,\s*)?deps\b[^}]*\}\s*=\s*useCommerce\(\)/.test(text)) {
      breaches.push(`${where} (uses the adapter's deps)`);
    }
  });
  return breaches;
}

describe('features and routes reach the backend only through commerce/', () => {
  it('no file under features/ or routes/ imports api/ or uses deps', () => {
    const breaches = GUARDED.flatMap((folder) =>
      sourcesUnder(join(SRC, folder)).flatMap((file) => layeringBreaches(file, readFileSync(file, 'utf8'))),
    );
    expect(breaches).toEqual([]);
  });

  it('would notice an import of api/, a dynamic one, and deps (the scan can fail)', () => {
    const file = join(SRC, 'features/cart/example.ts');
    const source = [
      "import { isApiError } from '../../api/api-error';",
      "import '../../api/checkout-operations';",
      "const table = await import('../../api/error-catalogue.generated');",
      'const { deps } = useCommerce();',
      'commerce.deps.session.get();',
      "import { isApiError } from '../../commerce/commerce-error';",
    ].join('\n');
    expect(layeringBreaches(file, source).map((b) => b.split(': ')[0])).toEqual([
      'features/cart/example.ts:1',
      'features/cart/example.ts:2',
      'features/cart/example.ts:3',
      'features/cart/example.ts:4',
      'features/cart/example.ts:5',
    ]);
  });

  it('counts test support as such, and nothing else', () => {
    for (const name of [
      'order-test-world.ts',
      'summary-test-app.tsx',
      'test-product.ts',
      'cart-test-data.ts',
    ])
      expect(isTestSupport(name), name).toBe(true);
    for (const name of ['latest-orders.ts', 'checkout-page.tsx', 'contest.ts'])
      expect(isTestSupport(name), name).toBe(false);
  });
});
