/** Upsell (complete the look) and the recommendations' quick shop (features/content-blocks/shop). */
export const shop = {
  'contentBlocks.upsell.title': 'Complete the look',
  'contentBlocks.upsell.addToCart': 'Add to cart',
  'contentBlocks.upsell.addToCartFor': 'Add to cart: {name}',
  'contentBlocks.upsell.select': 'Select',
  'contentBlocks.upsell.selectFor': 'Select {name}',
  'contentBlocks.upsell.addSelected':
    '{count, plural, =0 {Add selected to cart} one {Add # item to cart} other {Add # items to cart}}',
  'contentBlocks.upsell.somethingWentWrong': 'Something went wrong',
  'contentBlocks.upsell.previous': 'Previous items',
  'contentBlocks.upsell.next': 'Next items',
  'contentBlocks.upsell.loading': 'Loading the items',
  'contentBlocks.recommendations.title': 'You may also like',
  'contentBlocks.recommendations.previous': 'Previous products',
  'contentBlocks.recommendations.next': 'Next products',
  'contentBlocks.recommendations.loading': 'Loading recommendations',
  'contentBlocks.recommendations.quickShop': 'Quick shop',
  'contentBlocks.recommendations.quickShopFor': 'Quick shop {name}',
} as const;
