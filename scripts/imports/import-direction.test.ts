import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_RULES, type ImportRule, refusal, ruleFor } from './import-rules';
import { type ImportRef, readImports } from './read-imports';

/**
 * Imports go one way (import-rules.ts holds the table). Every import of every tracked source file (.ts, .tsx,
 * .mjs; generated files aside): static imports and re-exports, `import()` and `vi.mock` paths, type-only ones
 * included (a type is an arrow too). Fails naming file, line and the rule it breaks.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Arrow {
  file: string;
  line: number;
  target: string;
}

/** The repo-relative target (no extension) of a relative specifier, or undefined for a package. */
function targetOf(file: string, ref: ImportRef): string | undefined {
  if (!ref.specifier.startsWith('.')) return undefined;
  const abs = path.resolve(ROOT, path.dirname(file), ref.specifier);
  const rel = path.relative(ROOT, abs).split(path.sep).join('/');
  const bare = rel.replace(/\.(tsx?|mjs|js)$/, '');
  return !rel.includes('.') && existsSync(path.join(abs, 'index.ts')) ? `${bare}/index` : bare;
}

function trackedSources(): string[] {
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !/\.generated\.tsx?$/.test(f));
}

const withoutExtension = (file: string) => file.replace(/\.(tsx?|mjs)$/, '');

function arrowsOf(file: string, source: string): Arrow[] {
  return readImports(source).flatMap((ref) => {
    const target = targetOf(file, ref);
    return target ? [{ file: withoutExtension(file), line: ref.line, target }] : [];
  });
}

const describeBreach = (a: Arrow, why: string, ext = '') =>
  `${a.file}${ext}:${a.line} imports ${a.target} (${why})`;

/** The arrows of `files` that break `rules`, as "file:line imports target (rule)". */
function breaches(files: { file: string; source: string }[], rules: readonly ImportRule[] = IMPORT_RULES) {
  return files.flatMap(({ file, source }) =>
    arrowsOf(file, source).flatMap((a) => {
      const why = refusal(a.file, a.target, rules);
      return why ? [{ arrow: a, text: describeBreach(a, why, file.slice(a.file.length)) }] : [];
    }),
  );
}

describe('imports go one way', () => {
  const files = trackedSources().map((file) => ({
    file,
    source: readFileSync(path.join(ROOT, file), 'utf8'),
  }));
  const found = breaches(files);

  it('every source file has a row in the import rules', () => {
    expect(files.length).toBeGreaterThan(1000);
    const unplaced = files.map((f) => f.file).filter((f) => !ruleFor(withoutExtension(f)));
    expect(unplaced, 'add a row to scripts/imports/import-rules.ts').toEqual([]);
  });

  it('no file imports against the direction', () => {
    const against = found.map((b) => b.text);
    expect(
      against,
      `imports against the direction (scripts/imports/import-rules.ts):\n${against.join('\n')}`,
    ).toEqual([]);
  });
});

describe('the rule engine', () => {
  it('reports an import against the direction with file and line', () => {
    const source = [
      "import { z } from 'zod';",
      "import { failure } from '../core/failure';",
      '',
      "import type { AppProps } from '../../storefront/src/app/app';",
      "const later = () => import('../../scenarios/runner');",
    ].join('\n');
    expect(breaches([{ file: 'simulator/handlers/example.ts', source }]).map((b) => b.text)).toEqual([
      'simulator/handlers/example.ts:4 imports storefront/src/app/app (simulator may not import storefront/src/app/app)',
      'simulator/handlers/example.ts:5 imports scenarios/runner (simulator may not import scenarios/runner)',
    ]);
  });

  it('applies the most specific row, with its refusals, and lets tests follow the enclosing row', () => {
    const at = (file: string, target: string) => refusal(file, target);
    expect(at('storefront/src/features/cart/cart-page', 'storefront/src/api/client')).toBe(
      'storefront/src/features may not import storefront/src/api/client',
    );
    expect(at('storefront/src/features/cart/cart-page.test', 'storefront/src/api/client')).toBeUndefined();
    expect(at('storefront/src/features/cart/cart-page.test', 'simulator/testing/test-card')).toBe(
      'storefront may not import simulator/testing/test-card',
    );
    expect(at('storefront/src/testing/test-commerce', 'simulator/testing/test-card')).toBeUndefined();
    expect(at('storefront/src/dev/start-simulator', 'simulator/browser')).toBeUndefined();
    expect(at('storefront/src/dev/start-simulator', 'simulator/node')).toBeDefined();
    expect(at('simulator/domain/commerce/cart-lines', 'simulator/services/commerce/cart')).toBeDefined();
    expect(
      at('simulator/domain/commerce/cart-lines.test', 'simulator/services/commerce/cart'),
    ).toBeUndefined();
    expect(at('simulator/domain/purity.test', 'scripts/imports/read-imports')).toBeUndefined();
    expect(at('simulator/domain/commerce/cart-lines', 'scripts/imports/read-imports')).toBeDefined();
    expect(at('e2e/journeys/cart.spec', 'simulator/db/seed/seed-data')).toBeDefined();
    expect(at('docs/somewhere', 'contracts/index')).toMatch(/in no row/);
  });
});
