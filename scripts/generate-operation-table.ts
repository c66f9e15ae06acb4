import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HEADER } from '../contracts/common/headers';
import { bodyMediaTypesOf } from '../contracts/registry/define-operations';
import { operationList } from '../contracts/registry/operations';

/**
 * Writes storefront/src/api/operation-table.generated.ts: each operation's method, path and the headers it
 * takes, read from the registry. The browser gets this small table instead of the registry's Zod schemas;
 * `operation-table.test.ts` fails when the file drifts from the registry.
 */
export const OPERATION_TABLE_FILE = fileURLToPath(
  new URL('../storefront/src/api/operation-table.generated.ts', import.meta.url),
);

export function renderOperationTable(): string {
  const rows = operationList.map((op) => {
    const headers = Object.keys(op.request.headers?.shape ?? {});
    const route = {
      method: op.method.toUpperCase(),
      path: op.path,
      area: op.area,
      site: headers.includes(HEADER.brand),
      usid: headers.includes(HEADER.userSessionId),
      ...(op.request.body ? { body: bodyMediaTypesOf(op)[0] } : {}),
    };
    return `  ${op.operationId}: ${JSON.stringify(route)
      .replace(/"(\w+)":/g, '$1: ')
      .replace(/"/g, "'")
      .replace(/,/g, ', ')},`;
  });
  return [
    '// Generated from contracts/registry by scripts/generate-operation-table.ts (npm run generate). Do not edit.',
    "import type { OperationId } from '../../../contracts/registry/operations';",
    "import type { OperationRoute } from './operation-route';",
    '',
    '// biome-ignore format: one operation per line',
    'export const operationTable = {',
    ...rows,
    '} as const satisfies Record<OperationId, OperationRoute>;',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const next = renderOperationTable();
  const current = (() => {
    try {
      return readFileSync(OPERATION_TABLE_FILE, 'utf8');
    } catch {
      return '';
    }
  })();
  if (current !== next) writeFileSync(OPERATION_TABLE_FILE, next);
  console.log(`${current === next ? 'unchanged' : 'wrote'} ${OPERATION_TABLE_FILE}`);
}
