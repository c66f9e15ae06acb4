import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the docs true: every path that docs/*.md and the READMEs name (backticked: `simulator/node.ts`,
 * `services/commerce/cart-view-service.ts`, `record-table.ts`, `simulator/core/`; or a file path in plain
 * text) is in the repo, and docs/architecture.md lists every folder of the top level, of simulator/ and of
 * storefront/src/. A path may be written from the repo root, from the doc's folder, or as the tail of a real one.
 */
const REPO = resolve(import.meta.dirname, '..');
const ARCHITECTURE = 'docs/architecture.md';
/** Installed, generated or tool output folders. */
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report']);
/** What a build or a run writes (`build/bench/lighthouse.json`, `dist/config.json`): not in a clone. */
const WRITTEN = /^(build|dist|storefront\/dist)\//;
/** A file or folder path as docs write it: `a/b.ts`, `a/b/`, `b.tsx` (not a URL, MIME type or placeholder). */
const PATH_LIKE = /^[A-Za-z0-9_][A-Za-z0-9_./-]*(\/|\.(ts|tsx|mts|mjs|js|json|css|md|yaml|html|svg))$/;

/** Named on purpose although not in the repo, each with its reason. */
const NOT_IN_REPO = new Set([
  'config.json', // written beside a deployed build's index.html
  '../shared/design/ARCHITECTURE.md', // the design folder next to the repo
  'SummitPeakApp/', // a user-agent token
  // decisions.md tells what they became (issue 23, section 1)
  'handlers/cart-support.ts',
  'handlers/auth-support.ts',
  'core/simulator.ts',
  'cart-pricing.ts',
  // decisions.md tells what they became (issue 23, sections 2 and 4)
  'core/failure.ts',
  'scenarios/transport.ts',
  // what the README's recording examples write (harness record, scenario import-har)
  'scenarios/recorded/guest-checkout.ts',
  'scenarios/recorded/checkout.ts',
]);
const skipped = (name: string) => name.startsWith('.') || SKIPPED.has(name);

/** Every file (`a/b.ts`) and folder (`a/b/`) of the repo, relative to its root. */
function repoPaths(folder = REPO): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (skipped(entry.name)) return [];
    const path = join(folder, entry.name);
    const name = relative(REPO, path);
    return entry.isDirectory() ? [`${name}/`, ...repoPaths(path)] : [name];
  });
}

/** docs/*.md, the root README and each top folder's README. */
function docFiles(): string[] {
  const docs = readdirSync(join(REPO, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  const readmes = readdirSync(REPO, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !skipped(entry.name))
    .map((entry) => `${entry.name}/README.md`)
    .filter((file) => existsSync(join(REPO, file)));
  return ['README.md', ...docs, ...readmes];
}

/** A file path written in plain text, with at least one folder: `docs/performance.md`, `db/record-table.ts`. */
const PLAIN_PATH =
  /(?<![\w./:@<{-])((?:[a-z0-9_][a-z0-9_.-]*\/)+[a-z0-9_.-]+\.(?:ts|tsx|mjs|md|json|css|yaml))(?![\w/])/g;

/** The paths a line names: each backticked path, and each plain-text file path outside backticks. */
const pathsOf = (line: string) => [
  ...[...line.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '').filter((path) => PATH_LIKE.test(path)),
  ...[...line.replace(/`[^`]*`/g, '').matchAll(PLAIN_PATH)].map((match) => match[1] ?? ''),
];

/** The paths of a doc's text that name nothing, as "doc:line: path". */
function missingPaths(doc: string, text: string, paths: ReadonlySet<string>, tails: string[]): string[] {
  const found = (path: string) => {
    const fromDoc = normalize(join(dirname(doc), path)) + (path.endsWith('/') ? '/' : '');
    return paths.has(path) || paths.has(fromDoc) || tails.some((known) => known.endsWith(`/${path}`));
  };
  return text.split('\n').flatMap((line, index) =>
    pathsOf(line)
      .filter((path) => !WRITTEN.test(path) && !NOT_IN_REPO.has(path))
      .filter((path) => !found(path))
      .map((path) => `${doc}:${index + 1}: ${path}`),
  );
}

describe('the docs name only what exists', () => {
  const all = repoPaths();
  const paths = new Set(all);

  it('every path named in docs/*.md and the READMEs exists', () => {
    const docs = docFiles();
    expect(docs).toEqual(expect.arrayContaining(['README.md', ARCHITECTURE, 'docs/decisions.md']));
    const missing = docs.flatMap((doc) =>
      missingPaths(doc, readFileSync(join(REPO, doc), 'utf8'), paths, all),
    );
    expect(missing).toEqual([]);
  });

  it('docs/architecture.md lists every folder of the top level, simulator/ and storefront/src/', () => {
    const map = readFileSync(join(REPO, ARCHITECTURE), 'utf8');
    const folders = ['', 'simulator/', 'storefront/src/'].flatMap((parent) =>
      readdirSync(join(REPO, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !skipped(entry.name))
        .map((entry) => `${parent}${entry.name}/`),
    );
    expect(folders).toEqual(expect.arrayContaining(['simulator/', 'simulator/core/', 'storefront/src/ui/']));
    expect(folders.filter((folder) => !map.includes(`\`${folder}\``))).toEqual([]);
  });

  it('notices a path that is gone, and accepts one written from the doc or as a tail (the check can fail)', () => {
    const text = [
      'the core (`simulator/core/simulator-core.ts`), its folder `simulator/core/` and `record-table.ts`',
      'gone: `simulator/msw/operation-handler.ts`, `scripts/generate-operation-table.ts`, `core/`',
      'not paths: `text/plain`, `npm test`, `<area>/x.ts`, `-labels.ts`, https://example.com/a.json, DIST/config.json',
      'in plain text: docs/performance.md, db/record-table.ts and scripts/gone.ts',
    ].join('\n');
    expect(missingPaths('docs/example.md', text, paths, all)).toEqual([
      'docs/example.md:2: simulator/msw/operation-handler.ts',
      'docs/example.md:2: scripts/generate-operation-table.ts',
      'docs/example.md:4: scripts/gone.ts',
    ]);
  });
});
