// Generated from contracts/registry by scripts/generate-client-tables.ts (npm run generate). Do not edit.
import type { ExperimentationOperationId } from './client-operations';

/** Each operation only the experimentation chunk calls (through the SDK) as "METHOD /path FLAGS [json|text]"; operation-route.ts reads it. */
export const experimentationOperationTable: Record<ExperimentationOperationId, string> = {
  getDatafile: 'GET /datafiles/{sdkKey}.json 0',
  logExperimentationEvents: 'POST /v1/events 0 json',
  sendCustomerDataEvent: 'GET /event 0',
  fetchQualifiedSegments: 'POST /v3/graphql 0 json',
};
