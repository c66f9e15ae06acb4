import { upc } from '../common/ids';
import { z } from '../zod';
import { priceDisplay } from './price-display';
import {
  catalogueImage,
  catalogueProductId,
  categoryId,
  colorCode,
  productSetId,
  sizeCode,
  sku,
  slug,
  styleId,
} from './product-ids';
import { pdpPath } from './product-paths';

/** Stock state of a variant; pickupOnly means no home-delivery stock but stock in a store. */
export const variantAvailability = z
  .enum(['inStock', 'lowStock', 'outOfStock', 'pickupOnly'])
  .openapi('CatalogueVariantAvailability');

/** outOfStock and pickupOnly variants have no home-delivery stock. */
export function hasNoHomeStock(availability: VariantAvailability): boolean {
  return availability === 'outOfStock' || availability === 'pickupOnly';
}

/** One colour or size option of a product; `available` is false when no variant with it can be bought. */
export const attributeOption = z.object({
  value: z.string().min(1).max(20).openapi({ description: 'Colour code or size code.', example: 'JK3' }),
  label: z.string().min(1).max(60).openapi({ example: 'TNF Black' }),
  available: z.boolean(),
  swatch: z.url().optional().openapi({ description: 'Colour options only: the swatch image.' }),
  productId: catalogueProductId
    .optional()
    .openapi({ description: 'Colour options only: the colour product.' }),
});

export const productAttribute = z.object({
  code: z.enum(['color', 'size']),
  label: z.string().min(1).max(60).openapi({ example: 'Colour' }),
  options: z.array(attributeOption).min(1),
});

/** A purchasable variant: one colour and size, with its own sku and upc. */
export const productVariant = z
  .object({
    sku,
    upc,
    color: colorCode,
    size: sizeCode,
    quantity: z.number().int().min(0).optional().openapi({
      description: 'Home-delivery stock; present when the details call asked for inventory.',
    }),
    availability: variantAvailability,
  })
  .refine((v) => v.quantity === undefined || hasNoHomeStock(v.availability) === (v.quantity === 0), {
    message: 'outOfStock and pickupOnly go with quantity 0, inStock and lowStock with a positive quantity',
    path: ['availability'],
  })
  .openapi('CatalogueVariant');

export const breadcrumb = z.object({
  label: z.string().min(1).max(100),
  url: z.string().startsWith('/').openapi({ example: '/en-us/c/mens-jackets-211810' }),
  categoryId: categoryId.optional(),
});

export const productRating = z.object({
  score: z
    .number()
    .min(0)
    .max(5)
    .openapi({ description: 'Average rating, 0 when not yet rated.', example: 4.6 }),
});

/** Fields a product tile and the product page share. */
const productTileShape = {
  id: catalogueProductId,
  masterId: styleId,
  name: z.string().min(1).max(200).openapi({ example: "Men's 1996 Retro Nuptse Jacket" }),
  slug,
  pdpUrl: pdpPath,
  price: priceDisplay,
  rating: productRating,
  reviewsCount: z.number().int().min(0),
  badge: z.string().min(1).max(40).optional().openapi({ example: 'New' }),
  eyebrow: z.string().min(1).max(60).optional().openapi({ example: 'Best seller' }),
  images: z.array(catalogueImage).min(1),
};

/** A product as search results and product sets list it. */
export const productTile = z
  .object({
    ...productTileShape,
    colors: z
      .array(attributeOption)
      .optional()
      .openapi({ description: 'Colour swatches shown on the tile.' }),
  })
  .openapi('CatalogueProductTile');

/** A product as the details call answers it (spec 001 section 3, "Product (catalogue)"). */
export const product = z
  .object({
    ...productTileShape,
    description: z.string().max(5000).optional(),
    attributes: z.array(productAttribute),
    variants: z.array(productVariant),
    breadcrumbs: z.array(breadcrumb),
    categoryIds: z.array(categoryId),
    isCustoms: z
      .boolean()
      .openapi({ description: 'Customisable product (the cart item calls it isCustoms).' }),
    recipeSupported: z.boolean().optional().openapi({
      description:
        'Customisable products only: a design (recipe) can be saved and added to the cart by recipeId.',
    }),
    productSets: z
      .array(productSetId)
      .openapi({ description: 'Ids of the product sets this product belongs to.' }),
  })
  .openapi('CatalogueProduct');

/** A product set (shop-the-look bundle): its own page plus the products that make it up. */
export const productSet = z
  .object({
    id: productSetId,
    name: z.string().min(1).max(200),
    slug,
    pdpUrl: pdpPath,
    images: z.array(catalogueImage),
    price: priceDisplay.optional().openapi({ description: 'Range over the member products.' }),
    products: z.array(product).min(1),
  })
  .openapi('CatalogueProductSet');

/** GET /products/v2/products/{productId}/productSets: the sets a product belongs to, with their tiles. */
export const productSetSummary = z
  .object({
    id: productSetId,
    name: z.string().min(1).max(200),
    pdpUrl: pdpPath,
    products: z.array(productTile).min(1),
  })
  .openapi('CatalogueProductSetSummary');

export const productSetsResponse = z.object({
  productId: catalogueProductId,
  productSets: z.array(productSetSummary),
});

export type VariantAvailability = z.infer<typeof variantAvailability>;
export type ProductAttribute = z.infer<typeof productAttribute>;
export type ProductVariant = z.infer<typeof productVariant>;
export type ProductTile = z.infer<typeof productTile>;
export type Product = z.infer<typeof product>;
export type ProductSet = z.infer<typeof productSet>;
export type ProductSetSummary = z.infer<typeof productSetSummary>;
export type ProductSetsResponse = z.infer<typeof productSetsResponse>;
