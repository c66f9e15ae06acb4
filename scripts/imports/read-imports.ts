import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The one import scanner of the repo's guard tests (import direction, simulator purity and layering, the
 * storefront's layering): test support, imported by tests only, and importing nothing of the project.
 *
 * It reads source text with a small lexer rather than line regexes, so that comments, strings (a test's
 * fixture lines such as "import x from '../db'") and template literals are never taken for imports, and a
 * statement split over lines is still one import. TypeScript 7 ships no JS parser and the repo declares
 * none, hence the lexer; `scanSources` runs it over the whole repo in the import-direction test.
 */

export type ImportKind = 'import' | 'export' | 'dynamic' | 'mock';

export interface ImportRef {
  /** The module specifier as written ('../core/failure', 'vitest'). */
  specifier: string;
  /** 1-based line of the statement's first token (`import`, `export`, `vi`). */
  line: number;
  /** `import …` / `export … from`, `import()`, or a `vi.mock`-family call's path. */
  kind: ImportKind;
  /** `import type …` / `export type … from`: gone at run time. */
  typeOnly: boolean;
  /** Names a static import or re-export brings in at run time: not those marked `type`; `a as b` gives `a`, a namespace `* as ns`. */
  values: string[];
}

interface Token {
  kind: 'word' | 'string' | 'punct' | 'other';
  text: string;
  line: number;
}

const IDENT_START = /[A-Za-z_$\u00c0-\uffff]/;
const IDENT_PART = /[\w$\u00c0-\uffff]/;
/** After these words a `/` starts a regular expression, not a division. */
const REGEX_AFTER_WORDS = new Set([
  'return',
  'typeof',
  'case',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'instanceof',
  'yield',
  'await',
  'else',
  'do',
]);

/**
 * Splits source into tokens, dropping comments and whitespace; also gives the source with every comment
 * replaced by spaces (line breaks kept), for guards that look for code patterns.
 */
function tokenize(source: string): { tokens: Token[]; withoutComments: string } {
  const tokens: Token[] = [];
  const out = source.split('');
  let line = 1;
  let i = 0;
  /** Open template literals: the `{` depth at which each one's `${` started. */
  const templates: number[] = [];
  let depth = 0;
  const push = (kind: Token['kind'], text: string, at: number) => tokens.push({ kind, text, line: at });
  const blankRange = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  const regexAllowed = () => {
    const prev = tokens.at(-1);
    if (!prev) return true;
    if (prev.kind === 'word') return REGEX_AFTER_WORDS.has(prev.text);
    if (prev.kind === 'string' || prev.kind === 'other') return false;
    return !/^[)\]}]$/.test(prev.text);
  };
  /** Reads a template literal's text from i (just after ` or }) to its end or its next `${`. */
  const templateText = () => {
    const start = line;
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        push('string', '`', start);
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        templates.push(depth);
        depth++;
        push('punct', '${', start);
        return;
      } else {
        if (c === '\n') line++;
        i++;
      }
    }
  };
  while (i < source.length) {
    const c = source[i] ?? '';
    const next = source[i + 1];
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) i++;
    else if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      blankRange(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      blankRange(i, stop);
      for (let k = i; k < stop; k++) if (source[k] === '\n') line++;
      i = stop;
    } else if (c === "'" || c === '"') {
      // A quote string ends at its quote or, unterminated (an apostrophe in JSX text), at the line's end.
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      push('string', source.slice(i + 1, j), line);
      i = source[j] === c ? j + 1 : j;
    } else if (c === '`') {
      i++;
      templateText();
    } else if (c === '}' && templates.length > 0 && templates.at(-1) === depth - 1) {
      templates.pop();
      depth--;
      i++;
      templateText();
    } else if (c === '/' && regexAllowed()) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n') {
        const r = source[j];
        if (r === '\\') j++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        j++;
      }
      if (source[j] === '/') j++;
      while (j < source.length && IDENT_PART.test(source[j] ?? '')) j++;
      push('other', source.slice(i, j), line);
      i = j;
    } else if (IDENT_START.test(c)) {
      let j = i + 1;
      while (j < source.length && IDENT_PART.test(source[j] ?? '')) j++;
      push('word', source.slice(i, j), line);
      i = j;
    } else if (/\d/.test(c)) {
      let j = i + 1;
      while (j < source.length && /[\w.]/.test(source[j] ?? '')) j++;
      push('other', source.slice(i, j), line);
      i = j;
    } else {
      if (c === '{') depth++;
      if (c === '}') depth--;
      push('punct', c, line);
      i++;
    }
  }
  return { tokens, withoutComments: out.join('') };
}

/** The run-time names of a binding: `{ a, type B, c as d }` gives a, c; a default `D`; a namespace `* as ns`. */
function valueNames(binding: Token[]): string[] {
  const names: string[] = [];
  let braces = false;
  for (let k = 0; k < binding.length; k++) {
    const t = binding[k];
    if (!t) continue;
    if (t.text === '*' && binding[k + 1]?.text === 'as' && binding[k + 2]) {
      names.push(`* as ${binding[k + 2]?.text}`);
      k += 2;
    } else if (t.text === '{') braces = true;
    else if (t.text === '}') braces = false;
    else if (t.kind === 'word' && t.text !== 'as' && binding[k - 1]?.text !== 'as') {
      if (braces && t.text === 'type' && binding[k + 1]?.kind === 'word') {
        k++;
        while (binding[k + 1]?.text === 'as') k += 2;
        continue;
      }
      names.push(t.text);
    }
  }
  return names;
}

const MOCK_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

/** Every import of `source`: static imports and re-exports, `import()` with a literal path, `vi.mock` paths. */
export function readImports(source: string): ImportRef[] {
  const { tokens } = tokenize(source);
  const found: ImportRef[] = [];
  const at = (k: number) => tokens[k];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (t?.kind !== 'word' || at(k - 1)?.text === '.') continue;
    if (t.text === 'import') {
      const n = at(k + 1);
      if (n?.text === '(') {
        const s = at(k + 2);
        if (s?.kind === 'string' && s.text !== '`')
          found.push({ specifier: s.text, line: t.line, kind: 'dynamic', typeOnly: false, values: [] });
        continue;
      }
      if (n?.kind === 'string') {
        found.push({ specifier: n.text, line: t.line, kind: 'import', typeOnly: false, values: [] });
        continue;
      }
      if (!n || n.text === '.' || n.text === ':' || n.text === '=') continue;
      const ref = staticFrom(k, 'import');
      if (ref) found.push(ref);
    } else if (t.text === 'export') {
      const n = at(k + 1);
      const first = n?.text === 'type' ? at(k + 2) : n;
      if (first?.text !== '{' && first?.text !== '*') continue;
      const ref = staticFrom(k, 'export');
      if (ref) found.push(ref);
    } else if (t.text === 'vi' && at(k + 1)?.text === '.' && MOCK_CALLS.has(at(k + 2)?.text ?? '')) {
      const s = at(k + 4);
      if (at(k + 3)?.text === '(' && s?.kind === 'string' && s.text !== '`')
        found.push({ specifier: s.text, line: t.line, kind: 'mock', typeOnly: false, values: [] });
    }
  }
  return found;

  /** `import|export [type] <binding> from '<path>'` starting at token k, or undefined. */
  function staticFrom(k: number, kind: 'import' | 'export'): ImportRef | undefined {
    const start = at(k);
    if (!start) return undefined;
    let j = k + 1;
    const typeOnly = at(j)?.text === 'type' && at(j + 1)?.text !== 'from' && at(j + 1)?.text !== ',';
    if (typeOnly) j++;
    const binding: Token[] = [];
    for (; j < tokens.length && j < k + 400; j++) {
      const b = at(j);
      if (!b || b.text === ';') return undefined;
      if (b.kind === 'word' && b.text === 'from' && at(j + 1)?.kind === 'string') {
        const spec = at(j + 1)?.text ?? '';
        return {
          specifier: spec,
          line: start.line,
          kind,
          typeOnly,
          values: typeOnly ? [] : valueNames(binding),
        };
      }
      binding.push(b);
    }
    return undefined;
  }
}

export interface LocalImport extends ImportRef {
  /** The imported path relative to the caller's base folder, `/`-separated, as written (no extension added). */
  target: string;
}

/** The relative imports (`./`, `../`) of `file` (absolute path), each with its target relative to `base`. */
export function localImports(file: string, source: string, base: string): LocalImport[] {
  return readImports(source)
    .filter((ref) => ref.specifier.startsWith('.'))
    .map((ref) => ({
      ...ref,
      target: relative(base, resolve(dirname(file), ref.specifier))
        .split(sep)
        .join('/'),
    }));
}

/**
 * A test, or test support named as such: a `test` word in the file name (`cart.test.ts`, `cart-test-data.ts`,
 * `order-test-world.ts`, `test-product.ts`, `commerce.test-helpers.ts`), not `latest-orders.ts` or `contest.ts`.
 */
export const isTestFile = (file: string): boolean =>
  /(^|[-.])test([-.]|s?$)/.test(
    (file.split('/').at(-1) ?? '')
      .replace(/\.(tsx?|mjs)$/, '')
      .replace(/\.(test-helpers|test-support)$/, '.test'),
  );

/** `source` with every comment blanked out (line breaks and columns kept): for guards that match code. */
export const withoutComments = (source: string): string => tokenize(source).withoutComments;

/** The 1-based line of a character offset. */
export const lineAt = (source: string, index: number): number => source.slice(0, index).split('\n').length;

/** Files under `dir` (recursive; absolute paths) whose path relative to `dir` (`/`-separated) passes `keep`. */
export function filesUnder(dir: string, keep: (relativePath: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split('\\').join('/'))
    .filter((f) => !f.split('/').includes('node_modules') && keep(f))
    .sort()
    .map((f) => join(dir, f));
}
