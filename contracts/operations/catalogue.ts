import { catalogueProductOperations } from './catalogue-products';
import { catalogueReviewOperations } from './catalogue-reviews';

/** Every catalogue operation (products, search, reviews, questions); split in two files to stay small. */
export const catalogueOperations = { ...catalogueProductOperations, ...catalogueReviewOperations };
