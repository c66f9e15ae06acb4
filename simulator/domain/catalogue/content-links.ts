/**
 * Links in content served in another locale of the same site. The seed writes a site's content once, in
 * its default locale (/en-ca/...); a page served in fr-ca must keep the shopper in fr-ca, so its site links
 * move to /fr-ca/... (a real CMS holds one copy per locale with its own links). Links to other sites or
 * outside the shop are left alone.
 */

const LINK_KEYS: ReadonlySet<string> = new Set(['url', 'canonicalUrl', 'href']);

function moved(path: string, from: string, to: string): string {
  const prefix = `/${from}`;
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)
    ? `/${to}${path.slice(prefix.length)}`
    : path;
}

function rewrite(value: unknown, from: string, to: string, key?: string): unknown {
  if (typeof value === 'string') {
    if (key && LINK_KEYS.has(key)) return moved(value, from, to);
    // Rich text: links inside the HTML.
    return value.includes('href="')
      ? value.replace(/href="([^"]*)"/g, (_, href: string) => `href="${moved(href, from, to)}"`)
      : value;
  }
  if (Array.isArray(value)) return value.map((item) => rewrite(item, from, to, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, from, to, k)]));
  }
  return value;
}

/** `value` with its links under `/{from}` moved to `/{to}` (a copy; the value itself when the locales agree). */
export function linksInLocale<T>(value: T, from: string, to: string): T {
  return from === to ? value : (rewrite(value, from, to) as T);
}
