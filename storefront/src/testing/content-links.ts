/** Keys whose string values are links in the content contracts (CTA targets, cards, menu, footer, teasers). */
const LINK_KEYS: ReadonlySet<string> = new Set(['url', 'href', 'canonicalUrl']);

const isSitePath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/**
 * Every site-relative link in a content answer, however deep: link fields of any block (CTA targets,
 * cards, lists, secondary navs, menu items, footer columns, article teasers, child pages) and the hrefs
 * inside rich text. Absolute URLs (media, social, other hosts) are not the storefront's to route.
 */
export function internalLinks(value: unknown, key?: string): string[] {
  if (typeof value === 'string') {
    const inHtml = [...value.matchAll(/href="([^"]*)"/g)].map(([, href]) => href ?? '');
    const own = key && LINK_KEYS.has(key) ? [value] : [];
    return [...own, ...inHtml].filter(isSitePath);
  }
  if (Array.isArray(value)) return value.flatMap((item) => internalLinks(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => internalLinks(v, k));
  }
  return [];
}
