import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages as english } from './catalogues/en/index';

const SRC = join(process.cwd(), 'storefront/src/');

/** Message ids the code formats literally: formatMessage({ id: 'x' }) and <FormattedMessage id="x">. */
const USES = [
  /formatMessage\(\s*\{\s*id:\s*['"]([\w.-]+)['"]/g,
  /<FormattedMessage[^>]*?\sid=["']([\w.-]+)["']/g,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('message ids used by the storefront', () => {
  it('are all in the catalogue: there are no default texts, a missing id would show the id itself', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of USES) {
        for (const [, id] of text.matchAll(pattern)) {
          if (id && !(id in english)) missing.push(`${id} (${file.slice(SRC.length)})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
