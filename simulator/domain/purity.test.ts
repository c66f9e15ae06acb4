import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesUnder, lineAt, localImports, withoutComments } from '../../scripts/imports/read-imports';

/**
 * simulator/domain holds pure rules only (ARCHITECTURE.md, "Data flow of one request"): code that reads or
 * writes a world (its stores, clock or ids) lives in simulator/services or the handlers, which gather the
 * facts and call these functions. This guard fails, naming file and line, when a domain module imports the
 * world or anything in simulator/core, the services, handlers or the control API, calls a store's functions,
 * or uses a World. The failure type lives here (domain/failure.ts) so that core may import domain, not back.
 * Allowed from simulator/db: types (record shapes) and constants (seed data, config, ALL_CAPS names).
 */

const domainDir = path.dirname(fileURLToPath(import.meta.url));
const simulatorDir = path.dirname(domainDir);

/** Modules a pure rule may not import at all (relative to simulator/). */
const FORBIDDEN = [/^core\//, /^services\//, /^handlers\//, /^control\//, /^faults\//, /^msw\//];
/** Store modules: a rule may import their types and ALL_CAPS constants, never their functions. */
const STORES = /^db\/([a-z-]+-store|create-db)$/;

function offences(file: string, source: string): string[] {
  const found: string[] = [];
  const at = (line: number, what: string) => `${path.relative(simulatorDir, file)}:${line} ${what}`;
  for (const { target, line, typeOnly, values: names } of localImports(file, source, simulatorDir)) {
    if (FORBIDDEN.some((re) => re.test(target))) found.push(at(line, `imports ${target}`));
    if (STORES.test(target) && !typeOnly) {
      const values = names.filter((n) => !/^[A-Z][A-Z0-9_]*$/.test(n));
      if (values.length > 0) found.push(at(line, `imports ${values.join(', ')} from ${target}`));
    }
  }
  const code = withoutComments(source);
  for (const m of code.matchAll(/\bWorld\b|\bworld\s*\.\s*(db|clock|ids|data|name|seed)\b/g)) {
    found.push(at(lineAt(code, m.index), `uses ${m[0]}`));
  }
  return found;
}

const domainFiles = (): string[] =>
  filesUnder(domainDir, (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('simulator/domain is pure', () => {
  it('no domain module reads or writes the world', () => {
    const files = domainFiles();
    expect(files.length).toBeGreaterThan(50);
    const all = files.flatMap((f) => offences(f, readFileSync(f, 'utf8')));
    expect(all, `move these to simulator/services (gather facts there):\n${all.join('\n')}`).toEqual([]);
  });

  it('names what it catches, and lets types, constants and comments through', () => {
    const file = path.join(domainDir, 'commerce', 'example.ts');
    const bad = [
      "import type { World } from '../../core/world';",
      "import { readCart } from '../../db/commerce-store';",
      "import { priceCart } from '../../services/commerce/cart-pricing';",
      'export const now = (w: { clock: { now(): Date } }) => world.clock.now();',
      "import { failure } from '../../core/failure';",
    ].join('\n');
    expect(offences(file, bad)).toEqual([
      'domain/commerce/example.ts:1 imports core/world',
      'domain/commerce/example.ts:2 imports readCart from db/commerce-store',
      'domain/commerce/example.ts:3 imports services/commerce/cart-pricing',
      'domain/commerce/example.ts:5 imports core/failure',
      'domain/commerce/example.ts:1 uses World',
      'domain/commerce/example.ts:4 uses world.clock',
    ]);
    const fine = [
      "import type { CartRecord } from '../../db/commerce-records';",
      "import { HOME_LOCATION, type PriceChangeRecord } from '../../db/catalogue-store';",
      "import { failure } from '../failure';",
      '/** Reads nothing from the world.db; callers gather (see World). */',
      '// world.clock.now() is the caller’s business',
      "export const text = 'https://example.com/world';",
    ].join('\n');
    expect(offences(file, fine)).toEqual([]);
  });
});
