import { LOCALE_PATTERN, STYLE_ID_PATTERN } from './patterns';

/**
 * Page recognition by path (spec 000 section 2, spec 001 section 2). Category and product pages need a
 * valid id to be recognised; a path that merely contains /p/ or /c/ without one is Other. The fixed pages
 * (/cart, /account, /search, /order-confirmation, /checkout) are recognised bare or under a locale prefix
 * (/en-us/cart), and with sub-paths (/checkout/shipping). The Error page is decided from the page's meta
 * description, not the path, so it is not recognised here.
 */

export { STYLE_ID_PATTERN };

/** LOCALE_PATTERN without its anchors, to embed in the path patterns (locale segments are matched lower-cased). */
const LOCALE = LOCALE_PATTERN.source.replace(/^\^/, '').replace(/\$$/, '');

/** /{locale}/c/{slug}-{4 to 10 digits} */
export const CATEGORY_PATH_PATTERN = new RegExp(
  `^/(?<locale>${LOCALE})/c/(?<slug>[^/]+)-(?<categoryId>\\d{4,10})$`,
);
/** Alternative: the last segment ends with -c and 4 to 6 digits (/{locale}/.../{slug}-c{id}). */
export const CATEGORY_PREFIXED_PATH_PATTERN = new RegExp(
  `^/(?<locale>${LOCALE})/(?:[^/]+/)*(?<slug>[^/]+)-c(?<categoryId>\\d{4,6})$`,
);
/** /{locale}/p/{slug}-{8 to 11 uppercase alphanumerics} */
export const PRODUCT_PATH_PATTERN = new RegExp(
  `^/(?<locale>${LOCALE})/p/(?<slug>[^/]+)-(?<productId>[A-Z0-9]{8,11})$`,
);
/** Alternative: the last segment ends with -p and the product id (/{locale}/.../{slug}-p{id}). */
export const PRODUCT_PREFIXED_PATH_PATTERN = new RegExp(
  `^/(?<locale>${LOCALE})/(?:[^/]+/)*(?<slug>[^/]+)-p(?<productId>[A-Z0-9]{8,11})$`,
);
/** A bare locale path is Home. */
export const HOME_PATH_PATTERN = new RegExp(`^/(?<locale>${LOCALE})$`);

/** Fixed pages: the path (after an optional locale) is this segment or starts with it. */
export const FIXED_PAGE_PATHS = {
  cart: '/cart',
  account: '/account',
  search: '/search',
  orderConfirmation: '/order-confirmation',
  checkout: '/checkout',
} as const;
export type FixedPageType = keyof typeof FIXED_PAGE_PATHS;

export type RecognisedPage =
  | { type: 'category'; locale: string; slug: string; categoryId: string }
  | { type: 'product'; locale: string; slug: string; productId: string }
  | { type: 'home'; locale: string }
  | { type: FixedPageType | 'searchhub'; locale: string | null }
  | { type: 'other' };

export type PageType = RecognisedPage['type'];

/** Path only: drops scheme and host of a full URL, the query, the hash and a trailing slash; lower-cases the locale. */
function cleanPath(input: string): string {
  let path = input.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return '';
    }
  }
  path = path.replace(/[?#].*$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  const [, first = '', ...rest] = path.split('/');
  return LOCALE_PATTERN.test(first) ? ['', first.toLowerCase(), ...rest].join('/') : path;
}

const fixedPage = (path: string, type: FixedPageType) => {
  const prefix = FIXED_PAGE_PATHS[type];
  return path === prefix || path.startsWith(`${prefix}/`);
};

export function recognisePage(input: string): RecognisedPage {
  const path = cleanPath(input);
  const product = PRODUCT_PATH_PATTERN.exec(path) ?? PRODUCT_PREFIXED_PATH_PATTERN.exec(path);
  if (product?.groups) {
    const { locale = '', slug = '', productId = '' } = product.groups;
    return { type: 'product', locale, slug, productId };
  }
  const category = CATEGORY_PATH_PATTERN.exec(path) ?? CATEGORY_PREFIXED_PATH_PATTERN.exec(path);
  if (category?.groups) {
    const { locale = '', slug = '', categoryId = '' } = category.groups;
    return { type: 'category', locale, slug, categoryId };
  }
  const home = HOME_PATH_PATTERN.exec(path);
  if (home?.groups?.locale) return { type: 'home', locale: home.groups.locale };

  const [, first = ''] = path.split('/');
  const locale = LOCALE_PATTERN.test(first) ? first : null;
  const rest = locale ? path.slice(locale.length + 1) : path;
  if (fixedPage(rest, 'cart')) return { type: 'cart', locale };
  if (fixedPage(rest, 'account')) return { type: 'account', locale };
  if (fixedPage(rest, 'search')) return { type: 'search', locale };
  if (path.toLowerCase().includes('searchhub')) return { type: 'searchhub', locale };
  if (fixedPage(rest, 'orderConfirmation')) return { type: 'orderConfirmation', locale };
  if (fixedPage(rest, 'checkout')) return { type: 'checkout', locale };
  return { type: 'other' };
}
