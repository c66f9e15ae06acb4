import {
  CATALOGUE_PRODUCT_ID_PATTERN,
  CATEGORY_ID_PATTERN,
  SKU_PATTERN,
  SLUG_PATTERN,
  STYLE_ID_PATTERN,
} from '../common/patterns';
import { z } from '../zod';

export { CATALOGUE_PRODUCT_ID_PATTERN, CATEGORY_ID_PATTERN, SKU_PATTERN, SLUG_PATTERN, STYLE_ID_PATTERN };

export const styleId = z
  .string()
  .regex(STYLE_ID_PATTERN, 'Style id must be exactly 8 uppercase alphanumerics')
  .openapi({ description: 'Style (master) id.', example: 'NF0A5G2S' });

export const catalogueProductId = z
  .string()
  .regex(CATALOGUE_PRODUCT_ID_PATTERN, 'Product id must be 8 to 11 uppercase alphanumerics')
  .openapi({
    description: 'Product id: a style id, optionally followed by a colour code.',
    example: 'NF0A5G2SJK3',
  });

/** Product sets (shop-the-look bundles) live in the same id space as products. */
export const productSetId = catalogueProductId.openapi({ example: 'NF0A8SETA1' });

export const categoryId = z
  .string()
  .regex(CATEGORY_ID_PATTERN, 'Category id must be 4 to 10 digits')
  .openapi({ example: '211810' });

export const sku = z.string().regex(SKU_PATTERN, 'Sku must be 9 to 20 uppercase alphanumerics').openapi({
  description: 'Variant id: the colour product id followed by a size code.',
  example: 'NF0A5G2SJK3M',
});

/** Favourites accept a product id or a variant sku. */
export const productOrSku = z
  .string()
  .regex(/^[A-Z0-9]{8,20}$/, 'Id must be a product id or a sku (8 to 20 uppercase alphanumerics)')
  .openapi({ example: 'NF0A5G2SJK3' });

export const slug = z
  .string()
  .max(120)
  .regex(SLUG_PATTERN, 'Slug must be lower-case words joined by dashes')
  .openapi({ example: 'mens-nuptse-jacket' });

export const colorCode = z
  .string()
  .regex(/^[A-Z0-9]{1,3}$/, 'Colour code must be 1 to 3 uppercase alphanumerics')
  .openapi({ description: 'Colour code: what a product id adds to its style id.', example: 'JK3' });

export const sizeCode = z
  .string()
  .regex(/^[A-Z0-9.]{1,8}$/, 'Size code must be 1 to 8 uppercase alphanumerics or dots')
  .openapi({ example: 'M' });

/** An image as the catalogue serves it; the storefront adds size, sharpen and quality parameters. */
export const catalogueImage = z.object({
  url: z.url().openapi({ example: 'https://images.example.com/is/image/NF0A5G2SJK3-HERO' }),
  alt: z.string().max(200),
});

export type CatalogueImage = z.infer<typeof catalogueImage>;
