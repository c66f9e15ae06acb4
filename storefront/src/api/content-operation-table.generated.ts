// Generated from contracts/registry by scripts/generate-client-tables.ts (npm run generate). Do not edit.
import type { ContentOperationId } from './client-operations';

/** Each operation only content pages and blocks, pop-ups, the newsletter and event forms, the store locator and the product page's later parts call as "METHOD /path FLAGS [json|text]"; operation-route.ts reads it. */
export const contentOperationTable: Record<ContentOperationId, string> = {
  createConsumer: 'POST /consumers-v3/consumer 3 json',
  registerForEvent: 'POST /consumers-v3/consumer/event-registration 11 json',
  getFapiFootSizes: 'GET /fapi/components/foot-sizes 0',
  getFapiSizeChart: 'GET /fapi/components/size-chart/{productType} 0',
  getFapiLocationSelector: 'GET /fapi/pages/location-selector 0',
  getCategoryContent: 'GET /{mode}/caas/v1/canvas/category/{siteId}/{categoryId} 0',
  searchContent: 'GET /{mode}/caas/v1/canvas/search/{siteId}/{searchType} 0',
  getContentPage: 'GET /{mode}/caas/v1/canvas/page/{siteId}/{page} 0',
  listContentChildPages: 'GET /{mode}/caas/v1/canvas/children/{siteId}/{parentPageSlug} 0',
  listContentPopUps: 'GET /{mode}/caas/v1/canvas/popups/{siteId} 0',
  getProductContent: 'GET /{mode}/caas/v1/canvas/product/{siteId}/{productId} 0',
  getContentShowcase: 'GET /{mode}/caas/v1/canvas/showcase/{siteId}/{docType} 0',
  getProductSets: 'GET /products/v2/products/{productId}/productSets 1',
  subscribeBackInStock: 'PUT /products/v1/notifications 1 json',
  translateReview: 'POST /products/v1/review/{reviewId}/translate 1 json',
};
