/** Pages of the seeded shop that every world has (documented seed ids, not generated ones). */
export const PAGES = {
  home: '/en-us',
  /** Men's Jackets (simulator/db/seed/catalogue-taxonomy.ts), which holds the product below. */
  category: '/en-us/c/mens-jackets-100110',
  product: '/en-us/p/mens-summit-down-jacket-SPJK0001BLK',
  cart: '/en-us/cart',
  /** The sign-up form as a page. */
  signUp: '/en-us/sign-up',
} as const;
