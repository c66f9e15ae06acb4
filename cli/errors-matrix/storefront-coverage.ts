import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { transformSync } from 'esbuild';

/** Where the storefront names one id: its modules, its tests, and the languages with a text for it. */
export interface StorefrontFacts {
  /** Source files (not tests, not generated tables, not text catalogues, not test support) naming the id. */
  readonly modules: string[];
  /** Test files naming the id in their code: each feeds the id to the code under test and asserts the outcome. */
  readonly tests: string[];
  /** Locales whose text catalogue has the id's friendlier message (`error.<id>`). */
  readonly texts: string[];
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Generated tables copy the whole catalogue; naming an id there says nothing about showing it. */
const isGenerated = (file: string) => file.includes('.generated.');
const TEXTS = /^i18n\/catalogues\/([^/]+)\//;
const isTestSupport = (file: string) => file.startsWith('testing/');

/** A file's code without comments or types (esbuild), so an id named in a comment or a type does not count. */
export function codeOf(file: string, text: string): string {
  try {
    return transformSync(text, {
      loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
      jsx: 'preserve',
      legalComments: 'none',
    }).code;
  } catch {
    return text; // not valid TypeScript: take it as it is rather than lose it
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for one id as code names it: a whole word (`'PYT402'`, `error.PYT402`, a key `PYT402:`); an id of
 * digits only (`4044`) only inside quotes or after `error.`, so a number in the code is not taken for it.
 */
export function idPattern(id: string): RegExp {
  const e = escapeRegExp(id);
  return /^\d+$/.test(id)
    ? new RegExp(`["'\`]${e}["'\`]|error\\.${e}(?![\\w-])`)
    : new RegExp(`(?<![\\w-])${e}(?![\\w-])`);
}

/** Every .ts/.tsx file under `root`, as paths relative to it with `/`. */
function sourceFiles(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .map((f) => f.split(sep).join('/'))
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
}

/**
 * Static analysis of `root` (storefront/src): for each id, the modules and tests whose code names it and the
 * locales with a text for it. Files are read once; only those whose raw text names some id are parsed.
 */
export function storefrontCoverage(root: string, ids: readonly string[]): Map<string, StorefrontFacts> {
  const facts = new Map<string, StorefrontFacts>(
    ids.map((id) => [id, { modules: [], tests: [], texts: [] }]),
  );
  const patterns = ids.map((id) => [id, idPattern(id)] as const);
  const any = new RegExp(patterns.map(([, p]) => `(?:${p.source})`).join('|'));
  for (const file of sourceFiles(root)) {
    if (isGenerated(file) || isTestSupport(file)) continue;
    const raw = readFileSync(join(root, file), 'utf8');
    if (!any.test(raw)) continue;
    const locale = TEXTS.exec(file)?.[1];
    const code = codeOf(file, raw);
    for (const [id, pattern] of patterns) {
      const fact = facts.get(id) as StorefrontFacts;
      if (locale) {
        if (code.includes(`error.${id}"`) || code.includes(`error.${id}'`)) {
          if (!fact.texts.includes(locale)) fact.texts.push(locale);
        }
      } else if (pattern.test(code)) (isTest(file) ? fact.tests : fact.modules).push(file);
    }
  }
  return facts;
}
