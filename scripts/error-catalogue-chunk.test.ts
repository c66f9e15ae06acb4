import { describe, expect, it } from 'vitest';
import { ensureBuild, readBuildWithMaps } from './storefront-build';

const TABLE_SOURCE = /(^|\/)src\/api\/error-catalogue\.generated\.ts$/;

/** The build's chunks (assets/x.js) whose source map lists the error catalogue table. */
function tableChunks(build: ReadonlyMap<string, string>): { file: string; sources: string[] }[] {
  return [...build]
    .filter(([file]) => file.endsWith('.js.map'))
    .map(([file, text]) => ({
      file: file.replace(/\.map$/, ''),
      sources: (JSON.parse(text) as { sources?: string[] }).sources ?? [],
    }))
    .filter(({ sources }) => sources.some((s) => TABLE_SOURCE.test(s)));
}

/** Who imports a chunk, statically (`import ... from "./x.js"`, `import "./x.js"`) or through import(). */
function importersOf(build: ReadonlyMap<string, string>, chunk: string) {
  const name = chunk.split('/').pop() ?? chunk;
  const quoted = `["'\`]\\./${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'\`]`;
  const statically = new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*)${quoted}`);
  const dynamically = new RegExp(`\\bimport\\(\\s*${quoted}\\s*\\)`);
  const js = [...build].filter(([file]) => file.endsWith('.js') || file.endsWith('.html'));
  return {
    statically: js.filter(([, text]) => statically.test(text)).map(([file]) => file),
    dynamically: js.filter(([, text]) => dynamically.test(text)).map(([file]) => file),
  };
}

describe("the error catalogue table in the storefront's production build", () => {
  it('is a chunk of its own that only import() reaches: no page loads it before an error answer', {
    timeout: 300_000,
  }, () => {
    ensureBuild();
    const build = readBuildWithMaps();
    const chunks = tableChunks(build);
    expect(chunks.map((c) => c.sources.length)).toEqual([1]);
    const [chunk] = chunks;
    if (!chunk) return;
    const importers = importersOf(build, chunk.file);
    expect(importers.statically).toEqual([]);
    expect(importers.dynamically.length).toBeGreaterThan(0);
  });

  it('would notice the table in a shared chunk, or a static import of it', () => {
    const build = new Map([
      ['assets/index-a.js', 'import{t as e}from"./error-catalogue.generated-x.js";'],
      ['assets/error-catalogue.generated-x.js', 'var e={};export{e as t};'],
      [
        'assets/error-catalogue.generated-x.js.map',
        JSON.stringify({ sources: ['../../src/api/error-catalogue.generated.ts'] }),
      ],
      ['assets/cart-b.js', 'M(()=>import(`./error-catalogue.generated-x.js`),[])'],
      [
        'assets/shared-c.js.map',
        JSON.stringify({
          sources: ['../../src/api/error-catalogue.generated.ts', '../../src/api/client.ts'],
        }),
      ],
    ]);
    expect(tableChunks(build).map((c) => [c.file, c.sources.length])).toEqual([
      ['assets/error-catalogue.generated-x.js', 1],
      ['assets/shared-c.js', 2],
    ]);
    expect(importersOf(build, 'assets/error-catalogue.generated-x.js')).toEqual({
      statically: ['assets/index-a.js'],
      dynamically: ['assets/cart-b.js'],
    });
  });
});
