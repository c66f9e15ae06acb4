// Generated from contracts/registry by scripts/generate-client-tables.ts (npm run generate). Do not edit.
import type { AccountOperationId } from './client-operations';

/** Each operation only account creation, loyalty enrolment and the password pages call as "METHOD /path FLAGS [json|text]"; operation-route.ts reads it. */
export const accountOperationTable: Record<AccountOperationId, string> = {
  lookupConsumer: 'GET /consumers-v3/consumer/lookup 3',
};
