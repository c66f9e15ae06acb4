/** Pages of the seeded shop that every world has (documented seed ids, not generated ones). */
export const PAGES = {
  home: '/en-us',
  product: '/en-us/p/mens-summit-down-jacket-SPJK0001BLK',
  cart: '/en-us/cart',
} as const;
