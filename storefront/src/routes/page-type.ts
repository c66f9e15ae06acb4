import { type RecognisedPage, recognisePage } from '../../../contracts/common/page-urls';

/**
 * The page type analytics and layout use (spec 000 section 2, spec 001 section 2), from the path and the
 * page's meta description: a page whose description says it is not available is an Error page.
 */
const PAGE_TYPES = [
  'Home',
  'Category',
  'Product',
  'Cart',
  'Account',
  'Search',
  'searchhub',
  'Order confirmation',
  'Checkout',
  'Other',
  'Error',
] as const;
export type StorefrontPageType = (typeof PAGE_TYPES)[number];

/** The meta description of the not-found page; the page type reads it back as Error. */
export const NOT_AVAILABLE_DESCRIPTION = 'Sorry, this page is not available.';

const BY_RECOGNISED: Record<RecognisedPage['type'], StorefrontPageType> = {
  home: 'Home',
  category: 'Category',
  product: 'Product',
  cart: 'Cart',
  account: 'Account',
  search: 'Search',
  searchhub: 'searchhub',
  orderConfirmation: 'Order confirmation',
  checkout: 'Checkout',
  other: 'Other',
};

export function pageTypeOf(path: string, metaDescription?: string | null): StorefrontPageType {
  if (metaDescription?.trim() === NOT_AVAILABLE_DESCRIPTION) return 'Error';
  return BY_RECOGNISED[recognisePage(path).type];
}
