import { describe, expect, it } from 'vitest';
import { isTestFile, readImports, withoutComments } from './read-imports';

const brief = (source: string) =>
  readImports(source).map(
    (r) => `${r.line} ${r.kind}${r.typeOnly ? ' type' : ''} ${r.specifier} [${r.values}]`,
  );

describe('the import scanner', () => {
  it('reads static imports, re-exports, import() and vi.mock paths, with their lines', () => {
    const source = [
      "import { a, type B, c as d } from './one';",
      "import type { E } from '../two';",
      'import {',
      '  f,',
      '  g,',
      "} from './three';",
      "import './side-effect';",
      "export { h } from './four';",
      "export type { I } from './five';",
      "export * as all from './six';",
      "const later = await import('./seven');",
      "vi.mock('./eight', async (importOriginal) => importOriginal());",
      "import Default, * as ns from 'package';",
      'export const notAnImport = 1;',
    ].join('\n');
    expect(brief(source)).toEqual([
      '1 import ./one [a,c]',
      '2 import type ../two []',
      '3 import ./three [f,g]',
      '7 import ./side-effect []',
      '8 export ./four [h]',
      '9 export type ./five []',
      '10 export ./six [* as all]',
      '11 dynamic ./seven []',
      '12 mock ./eight []',
      '13 import package [Default,* as ns]',
    ]);
  });

  it('takes nothing from comments, strings, templates, regular expressions or JSX text', () => {
    const source = [
      "// import { x } from './commented';",
      "/* import y from './block'; */",
      'const fixture = "import { readCart } from \'../../db/commerce-store\';";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is a template literal with a placeholder
      "const template = `import z from './template' ${`nested ${1}`}`;",
      'const re = /^import\\s+(\'|")([^\'"]+)\\1/gm;',
      "const ratio = total / count; const url = 'https://example.com/import';",
      "const view = <p>Don't import this</p>;",
      "import { real } from './after-all-that';",
    ].join('\n');
    expect(brief(source)).toEqual(['8 import ./after-all-that [real]']);
  });

  it('blanks comments but keeps lines and columns', () => {
    const source = "a; // world.db\n/* world\n.db */ b; const s = '// kept';";
    const blanked = withoutComments(source);
    expect(blanked.split('\n').map((l) => l.length)).toEqual(source.split('\n').map((l) => l.length));
    expect(blanked).not.toMatch(/world/);
    expect(blanked).toContain("'// kept'");
  });

  it('counts helpers and support by their test word, not their folder', () => {
    // storefront/src/layering.test.ts checks the storefront's names (cart-test-data.ts, contest.ts, …).
    expect(['commerce.test-helpers.ts', 'every-transport.http.test.ts'].filter(isTestFile)).toHaveLength(2);
    expect(['testing/static-imports.ts', 'tests/seed.ts'].filter(isTestFile)).toHaveLength(0);
  });
});
