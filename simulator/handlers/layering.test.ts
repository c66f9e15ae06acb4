import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesUnder, lineAt, localImports, withoutComments } from '../../scripts/imports/read-imports';

/**
 * The simulator's layering rule (simulator/README.md, "Layers"): a handler parses what the contract gave,
 * calls a service and shapes the answer. The world's store belongs to the services: this guard fails,
 * naming file and line, when a handler file (tests and test helpers aside) imports anything of
 * simulator/db/ (stores, records, seed helpers) or touches `world.db`.
 */

const handlersDir = path.dirname(fileURLToPath(import.meta.url));
const simulatorDir = path.dirname(handlersDir);

function offences(file: string, source: string): string[] {
  const found: string[] = [];
  const at = (line: number, what: string) => `${path.relative(simulatorDir, file)}:${line} ${what}`;
  for (const { target, line } of localImports(file, source, simulatorDir)) {
    if (/^db(\/|$)/.test(target)) found.push(at(line, `imports ${target}`));
  }
  const code = withoutComments(source);
  for (const m of code.matchAll(/\bworld\s*\.\s*db\b|\bdb\s*\.\s*(accounts|commerce|catalogue)\b/g)) {
    found.push(at(lineAt(code, m.index), `uses ${m[0]}`));
  }
  return found;
}

const handlerFiles = (): string[] =>
  filesUnder(handlersDir, (f) => f.endsWith('.ts') && !/\.test(-helpers)?\.ts$/.test(f));

describe('simulator handlers leave the store to the services', () => {
  it('no handler imports simulator/db or touches world.db', () => {
    const files = handlerFiles();
    expect(files.length).toBeGreaterThan(20);
    const all = files.flatMap((f) => offences(f, readFileSync(f, 'utf8')));
    expect(all, `move these to simulator/services:\n${all.join('\n')}`).toEqual([]);
  });

  it('names what it catches, and lets comments and strings through', () => {
    const file = path.join(handlersDir, 'example.ts');
    const bad = [
      "import { writeCart } from '../db/commerce-store';",
      "import type { AccountRecord } from '../db/account-records';",
      "import { isSoldIn } from '../db/seed/catalogue-types';",
      'export const go = async (world: W) => world.db.commerce.carts.create({});',
      'export const read = ({ world }: I) => world',
      '  .db.accounts.accounts.findFirst();',
    ].join('\n');
    expect(offences(file, bad)).toEqual([
      'handlers/example.ts:1 imports db/commerce-store',
      'handlers/example.ts:2 imports db/account-records',
      'handlers/example.ts:3 imports db/seed/catalogue-types',
      'handlers/example.ts:4 uses world.db',
      'handlers/example.ts:5 uses world\n  .db',
    ]);
    const fine = [
      "import { saveAccount } from '../services/auth/accounts';",
      "import { failure } from '../domain/failure';",
      '/** Writes nothing to world.db itself: the service does. */',
      '// world.db is the services’ business',
    ].join('\n');
    expect(offences(file, fine)).toEqual([]);
  });
});
