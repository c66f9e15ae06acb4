import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_TABLES } from './generate-client-tables';

describe("the storefront client's generated tables", () => {
  it.each(CLIENT_TABLES.map((t) => [t.file.split('/').pop(), t] as const))(
    '%s is exactly what the contracts generate (run `npm run generate` after changing a contract)',
    (_name, { file, render }) => {
      expect(readFileSync(file, 'utf8')).toBe(render());
    },
  );
});
