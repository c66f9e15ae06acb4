import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HEADER } from '../contracts/common/headers';
import { catalogueList } from '../contracts/errors/catalogue';
import { bodyMediaTypesOf } from '../contracts/registry/define-operations';
import { operationList } from '../contracts/registry/operations';
import {
  ACCOUNT_OPERATIONS,
  CHECKOUT_OPERATIONS,
  CLIENT_OPERATIONS,
  CONTENT_OPERATIONS,
  EXPERIMENTATION_OPERATIONS,
} from '../storefront/src/api/client-operations';

/**
 * Writes the storefront client's two tables from the contracts: each called operation's method, path and the
 * headers it takes (storefront/src/api/operation-table.generated.ts), and each catalogue id's status, kind and handling
 * (storefront/src/api/error-catalogue.generated.ts). The browser gets these small tables instead of the
 * registry's Zod schemas and the catalogue's texts (a shopper reads the friendlier i18n message or the
 * server's); the error table is fetched only when an error answer arrives (api/load-error-catalogue.ts).
 * `generate-client-tables.test.ts` fails when a file drifts from the contracts.
 */
export const OPERATION_TABLE_FILE = fileURLToPath(
  new URL('../storefront/src/api/operation-table.generated.ts', import.meta.url),
);
export const ACCOUNT_OPERATION_TABLE_FILE = fileURLToPath(
  new URL('../storefront/src/api/account-operation-table.generated.ts', import.meta.url),
);
export const CHECKOUT_OPERATION_TABLE_FILE = fileURLToPath(
  new URL('../storefront/src/api/checkout-operation-table.generated.ts', import.meta.url),
);
export const CONTENT_OPERATION_TABLE_FILE = fileURLToPath(
  new URL('../storefront/src/api/content-operation-table.generated.ts', import.meta.url),
);
export const EXPERIMENTATION_OPERATION_TABLE_FILE = fileURLToPath(
  new URL('../storefront/src/api/experimentation-operation-table.generated.ts', import.meta.url),
);
export const ERROR_CATALOGUE_FILE = fileURLToPath(
  new URL('../storefront/src/api/error-catalogue.generated.ts', import.meta.url),
);
export const PLACE_ORDER_HANDLING_FILE = fileURLToPath(
  new URL('../storefront/src/api/place-order-handling.generated.ts', import.meta.url),
);

/**
 * One operation as a compact string: "METHOD /path FLAGS [json|text]" (flags: 1 site headers, 2 user session
 * id, 4 the auth API, whose 401 answers the credentials the call carries rather than its access token, 8 needs
 * an access token: it answers AUT401 without one, so the storefront obtains one first; the other calls carry
 * the token the page holds, if any, and never wait for one).
 */
function compactRoute(op: (typeof operationList)[number]): string {
  const headers = Object.keys(op.request.headers?.shape ?? {});
  const flags =
    (headers.includes(HEADER.brand) ? 1 : 0) +
    (headers.includes(HEADER.userSessionId) ? 2 : 0) +
    (op.area === 'auth' ? 4 : 0) +
    (op.errorIds.includes('AUT401') ? 8 : 0);
  const body = op.request.body ? (bodyMediaTypesOf(op)[0] === 'text/plain' ? ' text' : ' json') : '';
  return `${op.method.toUpperCase()} ${op.path} ${flags}${body}`;
}

function operationTableSource(ids: readonly string[], name: string, type: string, what: string): string {
  return [
    '// Generated from contracts/registry by scripts/generate-client-tables.ts (npm run generate). Do not edit.',
    `import type { ${type} } from './client-operations';`,
    '',
    `/** ${what} as "METHOD /path FLAGS [json|text]"; operation-route.ts reads it. */`,
    `export const ${name}: Record<${type}, string> = {`,
    ...operationList
      .filter((op) => ids.includes(op.operationId))
      .map((op) => `  ${op.operationId}: '${compactRoute(op)}',`),
    '};',
    '',
  ].join('\n');
}

export const renderOperationTable = () =>
  operationTableSource(
    CLIENT_OPERATIONS,
    'operationTable',
    'CoreOperationId',
    'Each operation every page may call',
  );

export const renderCheckoutOperationTable = () =>
  operationTableSource(
    CHECKOUT_OPERATIONS,
    'checkoutOperationTable',
    'CheckoutOperationId',
    'Each operation only checkout, order confirmation and the associate login call',
  );

export const renderAccountOperationTable = () =>
  operationTableSource(
    ACCOUNT_OPERATIONS,
    'accountOperationTable',
    'AccountOperationId',
    'Each operation only account creation, loyalty enrolment and the password pages call',
  );

export const renderContentOperationTable = () =>
  operationTableSource(
    CONTENT_OPERATIONS,
    'contentOperationTable',
    'ContentOperationId',
    "Each operation only content pages and blocks, pop-ups, the newsletter and event forms, the store locator and the product page's later parts call",
  );

export const renderExperimentationOperationTable = () =>
  operationTableSource(
    EXPERIMENTATION_OPERATIONS,
    'experimentationOperationTable',
    'ExperimentationOperationId',
    'Each operation only the experimentation chunk calls (through the SDK)',
  );

// A handling with no options (or only defaults) is written as its kind alone.
const compactHandling = (handling: (typeof catalogueList)[number]['handling']) =>
  handling.map((h) =>
    Object.keys(h).length === 1 || (h.kind === 'error-notice' && !h.scrollIntoView) ? h.kind : h,
  );
const keyOf = (id: string) => (/^\w+$/.test(id) && !/^\d/.test(id) ? id : `'${id}'`);

export function renderErrorCatalogue(): string {
  // [status, kind, handling]
  const rows = catalogueList.map(
    ({ id, status, kind, handling }) =>
      `  ${keyOf(id)}: ${JSON.stringify([status, kind, compactHandling(handling)])},`,
  );
  return [
    '// Generated from contracts/errors by scripts/generate-client-tables.ts (npm run generate). Do not edit.',
    "import type { ErrorCatalogue } from './client-catalogue-entry';",
    '',
    '// Outside tests only api/load-error-catalogue.ts imports this, dynamically: no page loads it before an error.',
    '// biome-ignore format: one id per line',
    'export const errorCatalogue: ErrorCatalogue = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}

/**
 * The handling of each id placeOrder may answer (its contract's errorIds), for the checkout's summary chunk:
 * place-order errors are routed by handling even when the error table did not load.
 */
export function renderPlaceOrderHandling(): string {
  const placeOrder = operationList.find((op) => op.operationId === 'placeOrder');
  const ids: readonly string[] = placeOrder?.errorIds ?? [];
  const rows = catalogueList
    .filter(({ id }) => ids.includes(id))
    .map(({ id, handling }) => `  ${keyOf(id)}: ${JSON.stringify(compactHandling(handling))},`);
  return [
    '// Generated from contracts/errors and contracts/registry by scripts/generate-client-tables.ts (npm run generate). Do not edit.',
    "import type { CatalogueId } from '../../../contracts/errors/error-ids';",
    "import type { CompactCatalogueEntry } from './client-catalogue-entry';",
    '',
    '// The handling of each id placeOrder may answer; the checkout reads it when the error table did not load.',
    '// biome-ignore format: one id per line',
    'export const placeOrderHandling: Partial<Record<CatalogueId, CompactCatalogueEntry[2]>> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}

export const CLIENT_TABLES = [
  { file: OPERATION_TABLE_FILE, render: renderOperationTable },
  { file: CHECKOUT_OPERATION_TABLE_FILE, render: renderCheckoutOperationTable },
  { file: ACCOUNT_OPERATION_TABLE_FILE, render: renderAccountOperationTable },
  { file: CONTENT_OPERATION_TABLE_FILE, render: renderContentOperationTable },
  { file: EXPERIMENTATION_OPERATION_TABLE_FILE, render: renderExperimentationOperationTable },
  { file: ERROR_CATALOGUE_FILE, render: renderErrorCatalogue },
  { file: PLACE_ORDER_HANDLING_FILE, render: renderPlaceOrderHandling },
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
