import { productId } from '../common/ids';
import { nonNegativeAmount } from '../common/money';
import { z } from '../zod';
import { contentBlockBase, contentPicture, contentUrl, ctaTarget, mediaPerSize } from './content-media';

export const UPSELL_STACKED_COUNT_DEFAULT = 3;

/** Product recommendations carousel: fed by personalization or by search-and-merchandising. */
export const productRecommendationsBlock = contentBlockBase.extend({
  type: z.literal('productRecommendations'),
  source: z.enum(['personalization', 'searchMerchandising']),
  layout: z.enum(['3-card', '6-card']).default('3-card'),
  showQuickShop: z.boolean().default(true).openapi({ description: 'Shows the quick-shop add button.' }),
  placementId: z
    .string()
    .min(1)
    .max(128)
    .optional()
    .openapi({ description: 'Personalization action component or merchandising widget id that fills it.' }),
});

/** Upsell item (spec 001 section 3): id, sku, name, url, image, price. */
export const upsellItem = z
  .object({
    id: productId,
    sku: z.string().min(1).max(32),
    name: z.string().min(1).max(300),
    url: contentUrl,
    image: contentPicture,
    price: nonNegativeAmount,
  })
  .openapi('UpsellItem');

/** Upsell complete-the-look; only in-stock items are shown. */
export const upsellBlock = contentBlockBase.extend({
  type: z.literal('upsell'),
  display: z.enum(['carousel', 'stacked']).default('carousel'),
  stackedCount: z.number().int().min(1).max(12).default(UPSELL_STACKED_COUNT_DEFAULT),
  addMode: z.enum(['checkbox', 'addToCart']).default('addToCart'),
  items: z.array(upsellItem).max(24),
});

export const categoryCardsBlock = contentBlockBase.extend({
  type: z.literal('categoryCards'),
  cards: z
    .array(z.object({ title: z.string().min(1).max(120), target: ctaTarget, media: mediaPerSize.optional() }))
    .min(1)
    .max(24),
});

export type ProductRecommendationsBlock = z.infer<typeof productRecommendationsBlock>;
export type UpsellItem = z.infer<typeof upsellItem>;
export type UpsellBlock = z.infer<typeof upsellBlock>;
export type CategoryCardsBlock = z.infer<typeof categoryCardsBlock>;
