import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One file-name convention for the whole repo: kebab-case words, dot-separated suffixes
 * (`select-field.tsx`, `cart-page.module.css`, `error-catalogue.generated.ts`). Components keep PascalCase
 * export names; only the files are kebab-case. READMEs keep their usual name.
 */
const REPO = resolve(import.meta.dirname, '../..');
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const ALLOWED = new Set(['README.md']);
/** Installed, generated or tool output folders: not ours to name. */
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report']);

const isSkipped = (name: string) => name.startsWith('.') || SKIPPED.has(name);

/** The repo paths (files and folders, relative to the repo root) under `folder` whose name is not kebab-case. */
function badNames(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (isSkipped(entry.name)) return [];
    const path = join(folder, entry.name);
    const own = KEBAB.test(entry.name) || ALLOWED.has(entry.name) ? [] : [relative(REPO, path)];
    return entry.isDirectory() ? [...own, ...badNames(path)] : own;
  });
}

const isKebab = (name: string) => KEBAB.test(name) || ALLOWED.has(name);

describe('file names are kebab-case', () => {
  it('storefront/src has no PascalCase or camelCase file or folder', () => {
    expect(badNames(join(REPO, 'storefront/src'))).toEqual([]);
  });

  it("the repo's source folders have none either", () => {
    const folders = readdirSync(REPO, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !isSkipped(entry.name))
      .map((entry) => entry.name);
    expect(folders).toEqual(expect.arrayContaining(['storefront', 'simulator', 'contracts', 'e2e']));
    expect(folders.flatMap((folder) => badNames(join(REPO, folder)))).toEqual([]);
  });

  it('tells a bad name from a good one (the check can fail)', () => {
    const names = ['SelectField.tsx', 'selectField.ts', 'select_field.ts', 'Badge.module.css', 'README.md'];
    const good = [
      'select-field.tsx',
      'cart-page.module.css',
      'error-catalogue.generated.ts',
      'i18n-provider.tsx',
    ];
    expect(names.filter((name) => !isKebab(name))).toEqual(names.slice(0, 4));
    expect(good.filter((name) => !isKebab(name))).toEqual([]);
  });
});
