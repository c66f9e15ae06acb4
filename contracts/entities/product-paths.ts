import { CATEGORY_PATH_PATTERN, PRODUCT_PATH_PATTERN } from '../common/page-urls';
import { z } from '../zod';

/** Product page path as the catalogue links it: /{locale}/p/{slug}-{id} (spec 000 section 2). */
export const pdpPath = z
  .string()
  .regex(PRODUCT_PATH_PATTERN, 'Product path must be /{locale}/p/{slug}-{id}')
  .openapi({ example: '/en-us/p/mens-nuptse-jacket-NF0A5G2SJK3' });

/** Category page path as the catalogue links it: /{locale}/c/{slug}-{id} (spec 000 section 2). */
export const plpPath = z
  .string()
  .regex(CATEGORY_PATH_PATTERN, 'Category path must be /{locale}/c/{slug}-{id}')
  .openapi({ example: '/en-us/c/mens-jackets-211810' });
