import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HEADER } from '../contracts/common/headers';
import { catalogueList } from '../contracts/errors/catalogue';
import { bodyMediaTypesOf } from '../contracts/registry/define-operations';
import { operationList } from '../contracts/registry/operations';

/**
 * Writes the storefront client's two tables from the contracts: each operation's method, path and the headers
 * it takes (storefront/src/api/operation-table.generated.ts), and each catalogue id's status, kind and handling
 * (storefront/src/api/error-catalogue.generated.ts). The browser gets these small tables instead of the
 * registry's Zod schemas and the catalogue's texts (a shopper reads the friendlier i18n message or the
 * server's); `generate-client-tables.test.ts` fails when a file drifts from the contracts.
 */
export const OPERATION_TABLE_FILE = fileURLToPath(
  new URL('../storefront/src/api/operation-table.generated.ts', import.meta.url),
);
export const ERROR_CATALOGUE_FILE = fileURLToPath(
  new URL('../storefront/src/api/error-catalogue.generated.ts', import.meta.url),
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
    '// Generated from contracts/registry by scripts/generate-client-tables.ts (npm run generate). Do not edit.',
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

export function renderErrorCatalogue(): string {
  const rows = catalogueList.map((entry) => {
    const { id, status, kind, area, handling } = entry;
    return `  ${JSON.stringify(id)}: ${JSON.stringify({ status, kind, area, handling })},`;
  });
  return [
    '// Generated from contracts/errors by scripts/generate-client-tables.ts (npm run generate). Do not edit.',
    "import type { CatalogueId } from '../../../contracts/errors/error-ids';",
    "import type { ClientCatalogueEntry } from './client-catalogue-entry';",
    '',
    '// biome-ignore format: one id per line',
    'export const errorCatalogue: Record<CatalogueId, ClientCatalogueEntry> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}

export const CLIENT_TABLES = [
  { file: OPERATION_TABLE_FILE, render: renderOperationTable },
  { file: ERROR_CATALOGUE_FILE, render: renderErrorCatalogue },
] as const;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { file, render } of CLIENT_TABLES) {
    const next = render();
    const current = (() => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return '';
      }
    })();
    if (current !== next) writeFileSync(file, next);
    console.log(`${current === next ? 'unchanged' : 'wrote'} ${file}`);
  }
}
