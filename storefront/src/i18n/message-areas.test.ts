import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveLocal, SRC, staticallyReached } from '../testing/static-imports';
import { messages as core } from './catalogues/en/core';
import { messages as english } from './catalogues/en/index';
import { DEFERRED_AREAS, loadAreas, loadedArea } from './message-areas';

const areaFiles = import.meta.glob<Record<string, Record<string, string>>>(
  ['./catalogues/en/*.ts', '!./catalogues/en/index.ts', '!./catalogues/en/core.ts'],
  { eager: true },
);

/** catalogues/en/cart-page.ts holds the area (and export) cartPage. */
const areaOfFile = (path: string) =>
  path.replace(/^.*\/(.*)\.ts$/, '$1').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const fileOfArea = (area: string) =>
  `./catalogues/en/${area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;

/** Message id -> the area file that holds it. */
const AREA_OF = new Map<string, string>(
  Object.entries(areaFiles).flatMap(([path, module]) => {
    const area = areaOfFile(path);
    return Object.keys(module[area] ?? {}).map((id) => [id, area] as [string, string]);
  }),
);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['testing', 'catalogues', 'dev'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/(\.test|-test-app)\.tsx?$/.test(entry.name) ? [path] : [];
  });

const DYNAMIC_IMPORT = /import\('([^']+)'\)(?:(?!import\()[\s\S])*?(?:,\s*\[([^\]]*)\])?,?\s*\)/g;

/** The message ids a file formats: literal ids, and every id under a prefix it completes at run time. */
function idsUsedBy(text: string): string[] {
  const used = new Set<string>();
  for (const [, id] of text.matchAll(/['"`]([a-zA-Z]+\.[\w.-]+)['"`]/g))
    if (id && AREA_OF.has(id)) used.add(id);
  for (const [, prefix] of text.matchAll(/[`'"]([a-zA-Z]+\.[\w.]*)(?:\$\{|['"]\s*\+)/g)) {
    for (const id of AREA_OF.keys()) if (prefix && id.startsWith(prefix)) used.add(id);
  }
  return [...used];
}

/** The storefront files a lazily loaded module pulls in statically (its chunk), as absolute paths. */
const staticGraph = (entry: string): string[] =>
  staticallyReached(relative(SRC, entry))
    .filter((file) => !file.startsWith('..'))
    .map((file) => join(SRC, file));

/** Every lazy boundary of the storefront: main.tsx, and each import() with the areas it names. */
function boundaries(): { where: string; entry: string; areas: string[] }[] {
  const found = [{ where: 'main.tsx', entry: join(SRC, 'main.tsx'), areas: [] as string[] }];
  for (const file of sourceFiles(SRC)) {
    if (file.includes(`${join('i18n', 'message-areas')}`) || file.endsWith('load-catalogue.ts')) continue;
    for (const [, specifier, list] of readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)) {
      const entry = (specifier as string).startsWith('.')
        ? resolveLocal(file, specifier as string)
        : undefined;
      if (!entry) continue;
      const areas = [...(list ?? '').matchAll(/'([\w-]+)'/g)].map(([, area]) => area as string);
      found.push({ where: `${file.slice(SRC.length + 1)} -> ${specifier}`, entry, areas });
    }
  }
  return found;
}

describe('deferred catalogue areas', () => {
  it('are exactly those a lazily loaded page, dialog or section uses beyond the core catalogue', () => {
    const missing: string[] = [];
    const found = boundaries();
    expect(found.length).toBeGreaterThan(20);
    for (const { where, entry, areas } of found) {
      const used = new Set<string>();
      for (const file of staticGraph(entry)) {
        // Comments name ids too (a doc comment pointing at a text); only code counts.
        const text = readFileSync(file, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/(^|\s)\/\/.*$/gm, '$1');
        // A file may add an area that arrives with an event itself (errorMessage: the error texts).
        const included = [...text.matchAll(/\.include\('([\w-]+)'\)/g)].map(([, area]) => area);
        for (const id of idsUsedBy(text)) {
          const area = AREA_OF.get(id) as string;
          used.add(area);
          if (!(id in core) && !areas.includes(area) && !included.includes(area)) {
            missing.push(`${where} needs ${area} (${file.slice(SRC.length + 1)}: ${id})`);
          }
        }
      }
      // An area loaded for nothing is bytes a shopper waits for.
      for (const area of areas)
        if (!used.has(area)) missing.push(`${where} loads ${area} but uses none of it`);
    }
    // One line per boundary and missing area is enough to act on.
    const firstPerArea = new Map(missing.map((line) => [line.replace(/ \(.*$/, ''), line]));
    expect([...firstPerArea.values()]).toEqual([]);
  });

  it('are, with the core catalogue, the whole catalogue', () => {
    const deferred = DEFERRED_AREAS.flatMap((area) => Object.keys(areaFiles[fileOfArea(area)]?.[area] ?? {}));
    expect(new Set([...Object.keys(core), ...deferred])).toEqual(new Set(Object.keys(english)));
    expect(deferred.filter((id) => id in core)).toEqual([]);
  });

  it('load once per language and area, French apart from English', async () => {
    await loadAreas('fr', ['product']);
    expect(loadedArea('fr', 'product')?.['product.addToCart']).toBeDefined();
    expect(loadedArea('fr', 'product')?.['product.addToCart']).not.toBe(english['product.addToCart']);
    expect(loadedArea('en', 'reviews')).toBeUndefined();
    expect(loadAreas('en', ['reviews'])).toBe(loadAreas('en', ['reviews']));
  });
});
