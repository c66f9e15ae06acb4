import { describe, expect, it } from 'vitest';
import { FLAGS_STORAGE_KEY } from '../storefront/src/config/flag-overrides';
import {
  ensureBuild,
  MESSAGE_COMPILER_SOURCES,
  readBuild,
  readBuildWithMaps,
  readSourceMaps,
  shippedSourceMaps,
  simulatorTraces,
  sourcesOf,
} from './storefront-build';

describe('the production build of the storefront', () => {
  it('contains no simulator code: no msw, no faker, no seed, no dev or test helpers', {
    timeout: 300_000,
  }, () => {
    ensureBuild();
    const build = readBuildWithMaps();
    expect(
      [...readSourceMaps().keys()].some((f) => f.endsWith('.js.map')),
      'source maps to read',
    ).toBe(true);
    expect(build.has('index.html')).toBe(true);
    expect(simulatorTraces(build)).toEqual([]);
  });

  it('ships no source maps: no .map file and no sourceMappingURL in dist; the maps are in build/sourcemaps', {
    timeout: 300_000,
  }, () => {
    ensureBuild();
    const dist = readBuild();
    expect(shippedSourceMaps(dist)).toEqual([]);
    // Every chunk keeps its map outside dist, for symbolicating error reports (but the bundler's own
    // runtime, which has no source).
    const maps = readSourceMaps();
    const manifest = JSON.parse(dist.get('.vite/manifest.json') ?? '{}') as Record<
      string,
      { file: string; name?: string }
    >;
    const runtime = new Set(
      Object.values(manifest)
        .filter((c) => c.name === 'rolldown-runtime')
        .map((c) => c.file),
    );
    const chunks = [...dist.keys()].filter((f) => f.endsWith('.js') && !runtime.has(f));
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.filter((chunk) => !maps.has(`${chunk}.map`))).toEqual([]);
  });

  it('reads no feature-flag overrides: the override code is not in the build at all', {
    timeout: 300_000,
  }, () => {
    ensureBuild();
    const chunks = [...readBuild()].filter(([file]) => file.endsWith('.js'));
    expect(chunks.filter(([, code]) => code.includes(FLAGS_STORAGE_KEY)).map(([file]) => file)).toEqual([]);
  });

  it('would notice a source map or a sourceMappingURL in dist', () => {
    const leaked = new Map([
      ['assets/a.js', 'export{};\n//# sourceMappingURL=a.js.map'],
      ['assets/a.js.map', '{}'],
      ['assets/b.css', '/*# sourceMappingURL=b.css.map */'],
      ['assets/c.js', 'export{};'],
    ]);
    expect(shippedSourceMaps(leaked).map((f) => f.file)).toEqual([
      'assets/a.js',
      'assets/a.js.map',
      'assets/b.css',
    ]);
  });

  it('would notice simulator modules or text if they leaked in', () => {
    const leaked = new Map([
      ['assets/a.js.map', JSON.stringify({ sources: ['../../simulator/db/seed/catalogue.ts'] })],
      ['assets/b.js.map', JSON.stringify({ sources: ['../../node_modules/msw/lib/browser/index.mjs'] })],
      ['assets/c.js', 'navigator.serviceWorker.register("/mockServiceWorker.js")'],
      ['assets/d.js.map', JSON.stringify({ sources: ['../../node_modules/react/index.js'] })],
    ]);
    expect(simulatorTraces(leaked).map((f) => f.file)).toEqual([
      'assets/a.js.map',
      'assets/b.js.map',
      'assets/c.js',
    ]);
  });

  it("ships Lingui's runtime but not its message compiler: catalogues arrive compiled", {
    timeout: 300_000,
  }, () => {
    ensureBuild();
    const sources = sourcesOf(readSourceMaps()).map(([, source]) => source);
    expect(sources.some((s) => s.includes('node_modules/@lingui/core/'))).toBe(true);
    expect(sources.filter((s) => MESSAGE_COMPILER_SOURCES.some((re) => re.test(s)))).toEqual([]);
  });

  it('would notice the message compiler if it leaked in', () => {
    const leaked = new Map([
      ['assets/a.js.map', JSON.stringify({ sources: ['../../node_modules/@lingui/core/dist/index.mjs'] })],
      [
        'assets/b.js.map',
        JSON.stringify({ sources: ['../../node_modules/@messageformat/parser/lib/parser.js'] }),
      ],
    ]);
    const found = sourcesOf(leaked).filter(([, s]) => MESSAGE_COMPILER_SOURCES.some((re) => re.test(s)));
    expect(found.map(([file]) => file)).toEqual(['assets/b.js.map']);
  });
});
