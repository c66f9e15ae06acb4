import type { AreaHandlers } from '../core/handler-types';
import { catalogueProductHandlers } from './catalogue-products';
import { catalogueReviewHandlers } from './catalogue-reviews';
import { catalogueSearchHandlers } from './catalogue-search';

/** Every catalogue operation (contracts/operations/catalogue-products.ts and catalogue-reviews.ts). */
export const catalogueHandlers = {
  ...catalogueProductHandlers,
  ...catalogueSearchHandlers,
  ...catalogueReviewHandlers,
} satisfies AreaHandlers;
