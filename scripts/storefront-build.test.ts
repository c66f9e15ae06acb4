import { describe, expect, it } from 'vitest';
import {
  ensureBuild,
  MESSAGE_COMPILER_SOURCES,
  readBuild,
  simulatorTraces,
  sourcesOf,
} from './storefront-build';

describe('the production build of the storefront', () => {
  it('contains no simulator code: no msw, no faker, no seed, no dev or test helpers', {
    timeout: 300_000,
  }, () => {
    ensureBuild();
    const build = readBuild();
    expect(
      [...build.keys()].some((f) => f.endsWith('.js.map')),
      'source maps to read',
    ).toBe(true);
    expect(build.has('index.html')).toBe(true);
    expect(simulatorTraces(build)).toEqual([]);
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
    const sources = sourcesOf(readBuild()).map(([, source]) => source);
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
