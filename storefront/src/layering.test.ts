import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, isTestFile as isTestSupport, localImports } from '../../scripts/imports/read-imports';
import { SRC } from './testing/static-imports';

/**
 * `commerce/` is the storefront's only way to the backend (docs/architecture): features and routes never
 * import the client in `api/` nor reach around the adapter to its `deps`. Tests and test support (a
 * `*.test.ts[x]` file, or a name with a `test` word: `order-test-world.ts`, `test-product.ts`) may.
 */
const GUARDED = ['features', 'routes'];

const sourcesUnder = (folder: string): string[] =>
  filesUnder(folder, (f) => /\.tsx?$/.test(f) && !/\.generated\.tsx?$/.test(f) && !isTestSupport(f));

const USES_DEPS = /\.deps\b|\{\s*(?:[\w\s,]+,\s*)?deps\b[^}]*\}\s*=\s*useCommerce\(\)/;

/** The lines of `source` (in `file`) that break the rule, as "path:line: text". */
function layeringBreaches(file: string, source: string): string[] {
  const lines = source.split('\n');
  const where = (line: number) => `${relative(SRC, file)}:${line}: ${lines[line - 1]?.trim()}`;
  const breaches = localImports(file, source, SRC)
    .filter(({ target }) => target === 'api' || target.startsWith('api/'))
    .map(({ line }) => ({ line, text: `${where(line)} (imports api/)` }));
  lines.forEach((text, index) => {
    if (USES_DEPS.test(text))
      breaches.push({ line: index + 1, text: `${where(index + 1)} (uses the adapter's deps)` });
  });
  return breaches.sort((a, b) => a.line - b.line).map((b) => b.text);
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
