import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CLIENT_OPERATIONS } from './client-operations';

const SRC = join(process.cwd(), 'storefront/src');

const productionSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['testing', 'dev'].includes(entry.name) ? [] : productionSources(path);
    return /\.tsx?$/.test(entry.name) && !/(\.test|\.generated)\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('the operations the storefront calls', () => {
  it('are each still called somewhere, so the client table carries no dead routes', () => {
    const code = productionSources(SRC)
      .filter((file) => !file.endsWith('client-operations.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(ALL_CLIENT_OPERATIONS.filter((id) => !code.includes(`'${id}'`))).toEqual([]);
  });
});
