import { LOCALE_PATTERN } from '../../../../contracts/common/patterns';

const isSitePath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/**
 * A link from the content API on the shopper's locale: the content service writes site paths for one locale
 * (on fr-ca its links point to /en-ca/...) or none (/help/contact-us); either way the shopper stays on theirs.
 * Absolute URLs, anchors and mailto/tel links are left as they are.
 */
export function localiseContentHref(href: string, locale: string): string {
  if (!isSitePath(href)) return href;
  const [, first = '', ...rest] = href.split('/');
  const bare = first.replace(/[?#].*$/, '');
  if (LOCALE_PATTERN.test(bare)) return ['', locale, ...rest].join('/') + first.slice(bare.length);
  return href === '/' ? `/${locale}` : `/${locale}${href}`;
}
