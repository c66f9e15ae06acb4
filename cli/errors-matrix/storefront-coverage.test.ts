import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { idPattern, storefrontCoverage } from './storefront-coverage';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'storefront-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('where storefront/src names an id', () => {
  const root = tree({
    'features/pay/pay-errors.ts':
      "export const route = (id: string) => (id === 'PYT402' ? 'toast' : 'none');\n",
    'features/pay/pay-errors.test.tsx':
      "import { it, expect } from 'vitest';\nit('toasts', () => expect(route('PYT402')).toBe('toast'));\n",
    'features/cart/cart.ts': '// ITEM_OOS is shown by the generic banner\nexport type Code = "ITEMS_OOS";\n',
    'features/loyalty/loyalty.test.ts': "it('x', () => expect(code).toBe('4044'));\nconst port = 4044;\n",
    'api/error-catalogue.generated.ts': 'export const t = { PYT402: 1, ITEM_OOS: 2 };\n',
    'testing/fixtures.ts': "export const id = 'ITEM_OOS';\n",
    'i18n/catalogues/en/error-texts.ts': "export const t = { 'error.PYT402': 'Declined.' };\n",
    'i18n/catalogues/fr/error-texts.ts': "export const t = { 'error.PYT402': 'Refusée.' };\n",
  });
  const facts = storefrontCoverage(root, ['PYT402', 'ITEM_OOS', 'ITEMS_OOS', '4044']);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('sorts the files naming an id into modules and tests, with the locales that have a text', () => {
    expect(facts.get('PYT402')).toEqual({
      modules: ['features/pay/pay-errors.ts'],
      tests: ['features/pay/pay-errors.test.tsx'],
      texts: ['en', 'fr'],
    });
  });

  it('does not count comments, types, generated tables or test support', () => {
    expect(facts.get('ITEM_OOS')).toEqual({ modules: [], tests: [], texts: [] });
    expect(facts.get('ITEMS_OOS')).toEqual({ modules: [], tests: [], texts: [] });
  });

  it('takes an id of digits only in quotes, not a number', () => {
    expect(facts.get('4044')?.tests).toEqual(['features/loyalty/loyalty.test.ts']);
    expect(idPattern('4044').test('const port = 4044;')).toBe(false);
    expect(idPattern('ITEM_OOS').test("'ITEMS_OOS'")).toBe(false);
    expect(idPattern('PYT402').test('"error.PYT402"')).toBe(true);
  });
});
