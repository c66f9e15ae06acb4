import { currencyCode, nonNegativeAmount } from '../common/money';
import { z } from '../zod';
import { priceDisplay } from './price-display';
import { catalogueProductId, sku } from './product-ids';
import { pdpPath } from './product-paths';

/** Recommendation impressions carry up to 24 items (spec 001 section 9). */
export const MAX_RECOMMENDATIONS = 24;

/** Recommended product, fields exactly as spec 001 section 3 lists them. */
export const recommendedProduct = z
  .object({
    id: catalogueProductId,
    title: z.string().min(1).max(200),
    url: pdpPath,
    image: z.object({ src: z.url(), alt: z.string().max(200) }),
    rating: z.object({ score: z.number().min(0).max(5), showScore: z.boolean() }),
    price: nonNegativeAmount,
    currency: currencyCode,
    recToken: z
      .string()
      .min(1)
      .max(256)
      .openapi({ description: 'Sent back with click and impression events.' }),
  })
  .openapi('CatalogueRecommendedProduct');

/** GET /products/v1/widgetRecommendations. */
export const widgetRecommendations = z
  .object({
    widget: z.string().min(1).max(64),
    title: z.string().max(120).optional(),
    products: z.array(recommendedProduct).max(MAX_RECOMMENDATIONS),
  })
  .openapi('CatalogueWidgetRecommendations');

/** Upsell item, fields exactly as spec 001 section 3 lists them; the carousel shows only in-stock ones. */
export const upsellItem = z
  .object({
    id: catalogueProductId,
    sku,
    name: z.string().min(1).max(200),
    url: pdpPath,
    image: z.url(),
    price: priceDisplay,
  })
  .openapi('CatalogueUpsellItem');

export type RecommendedProduct = z.infer<typeof recommendedProduct>;
export type WidgetRecommendations = z.infer<typeof widgetRecommendations>;
export type UpsellItem = z.infer<typeof upsellItem>;
