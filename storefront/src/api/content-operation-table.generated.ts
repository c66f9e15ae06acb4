// Generated from contracts/registry by scripts/generate-client-tables.ts (npm run generate). Do not edit.
import type { ContentOperationId } from './client-operations';

/** Each operation only content pages and blocks, pop-ups, the newsletter and event forms, the store locator and the product page's later parts call as "METHOD /path FLAGS [json|text]"; operation-route.ts reads it. */
export const contentOperationTable: Record<ContentOperationId, string> = {
  getFapiLocationSelector: 'GET /fapi/pages/location-selector 0',
  getContentPage: 'GET /{mode}/caas/v1/canvas/page/{siteId}/{page} 0',
};
