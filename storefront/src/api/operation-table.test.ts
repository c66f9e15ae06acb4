import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATION_TABLE_FILE, renderOperationTable } from '../../../scripts/generate-operation-table';

describe('the operation table the client ships', () => {
  it('is exactly what the registry generates (run `npm run generate` after changing a contract)', () => {
    expect(readFileSync(OPERATION_TABLE_FILE, 'utf8')).toBe(renderOperationTable());
  });
});
