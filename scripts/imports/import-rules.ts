/**
 * Which way imports may go (issue 23, section 2; docs/decisions.md, "Import direction"): the one table the
 * import-direction test (scripts/imports/import-direction.test.ts) checks every source file against.
 *
 *   contracts ← simulator ← scenarios ← cli;  pact and scripts may use all of these;
 *   storefront imports contracts only;  e2e imports nothing of the others.
 *
 * A row names a folder (or file) of the repo and the folders (or files) its files may import, the folder
 * itself included; the most specific row that matches a file applies, and rows do not inherit. A row with
 * `code: true` binds only code: a test file (`*.test.ts[x]`) or a test-support file (a name with a `test`
 * word, `cart-test-data.ts`, `order-test-world.ts`, `commerce.test-helpers.ts`) falls back to the enclosing
 * row. Paths are repo-relative, `/`-separated, without extension.
 */

import { isTestFile } from './read-imports';

export interface ImportRule {
  /** Folder or file the row is about. */
  from: string;
  /** Folders or files its files may import. */
  may: readonly string[];
  /** Within `may`, what is still refused (a folder direction inside an area). */
  not?: readonly string[];
  /** The row binds code only; tests and test support follow the enclosing row. */
  code?: true;
  /** Why, when the row is narrower or wider than the direction above says. */
  why?: string;
}

const STOREFRONT = ['storefront', 'contracts'];

export const IMPORT_RULES: readonly ImportRule[] = [
  { from: 'contracts', may: ['contracts'] },
  { from: 'simulator', may: ['simulator', 'contracts'] },
  {
    from: 'simulator/domain',
    may: ['simulator/domain', 'simulator/db', 'contracts'],
    code: true,
    why: 'pure rules: record shapes, config and seed constants from db/ only (purity.test.ts checks which names)',
  },
  { from: 'scenarios', may: ['scenarios', 'simulator', 'contracts'] },
  {
    from: 'cli',
    may: ['cli', 'pact', 'scenarios', 'simulator', 'contracts'],
    why: '`harness pact verify` and `harness serve` run the pact verifier and its provider states',
  },
  { from: 'pact', may: ['pact', 'scenarios', 'simulator', 'contracts', 'storefront'] },
  {
    from: 'scripts',
    may: ['scripts', 'pact', 'cli', 'scenarios', 'simulator', 'contracts', 'storefront', 'e2e'],
  },
  {
    from: 'scripts/imports/read-imports',
    may: [],
    why: 'the import scanner every guard test shares: node built-ins only, so any test may use it',
  },
  { from: 'storefront', may: STOREFRONT },
  {
    from: 'storefront/src/testing',
    may: [...STOREFRONT, 'simulator', 'scenarios', 'scripts/imports/read-imports'],
    why: 'test support: starts the simulator for component tests and hands them its test facts',
  },
  {
    from: 'storefront/src/dev',
    may: [...STOREFRONT, 'simulator/browser'],
    why: 'the dev-only start of the simulator in a service worker (never in a production build)',
  },
  { from: 'storefront/src/features', may: STOREFRONT, not: ['storefront/src/api'], code: true },
  { from: 'storefront/src/routes', may: STOREFRONT, not: ['storefront/src/api'], code: true },
  { from: 'storefront/src/commerce', may: STOREFRONT, not: ['storefront/src/features'], code: true },
  { from: 'storefront/src/i18n', may: STOREFRONT, not: ['storefront/src/app'], code: true },
  { from: 'e2e', may: ['e2e'] },
  {
    from: 'e2e/support/write-runtime-config',
    may: ['e2e', 'storefront/security/policy-meta'],
    why: 'the e2e stack deploys the build as a deployment does: it runs the storefront’s own CSP step on it',
  },
  {
    from: 'e2e/support/media-stubs',
    may: ['e2e', 'storefront/vite-plugins/offline-media-stubs'],
    why: 'the e2e stack deploys the same photo widget stand-in the development server serves (one copy)',
  },
  { from: 'vitest.config', may: [] },
];

/** Any test file anywhere may import these (test tooling that imports nothing of the project). */
export const SHARED_TEST_SUPPORT: readonly string[] = ['scripts/imports/read-imports'];

const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** The row that governs `file` (repo-relative, no extension), or undefined when no row places it. */
export function ruleFor(file: string, rules: readonly ImportRule[] = IMPORT_RULES): ImportRule | undefined {
  const test = isTestFile(file);
  return rules
    .filter((r) => under(file, r.from) && !(r.code && test))
    .sort((a, b) => b.from.length - a.from.length)[0];
}

/**
 * Why `file` may not import `target` (both repo-relative, no extension), or undefined when it may.
 */
export function refusal(file: string, target: string, rules: readonly ImportRule[] = IMPORT_RULES) {
  const rule = ruleFor(file, rules);
  if (!rule) return `${file} is in no row of the import rules: place it`;
  if (isTestFile(file) && SHARED_TEST_SUPPORT.includes(target)) return undefined;
  const allowed = rule.may.some((m) => under(target, m)) && !rule.not?.some((n) => under(target, n));
  return allowed ? undefined : `${rule.from} may not import ${target}`;
}
