/**
 * Where content comes from: the CaaS site of a storefront locale and the publish/preview mode (spec 001
 * section 7). A site is a brand's country storefront ('summitpeak-us'); its locales share it (en-ca, fr-ca).
 */
export type ContentMode = 'publish' | 'preview';

/** The storefront site a content call is for: its brand and locale (the site config has both). */
export interface ContentSite {
  readonly brand: string;
  readonly locale: string;
  /** Preview serves drafts (the ?preview=true query); publish by default. */
  readonly mode?: ContentMode;
}

/** summitpeak + en-ca -> summitpeak-ca. */
export function contentSiteId(brand: string, locale: string): string {
  const country = locale.split('-')[1]?.toLowerCase() ?? '';
  return `${brand.toLowerCase()}-${country}`;
}

/** The path params and query every site-scoped content call takes. */
export function contentSiteParams(site: ContentSite) {
  return {
    params: { mode: site.mode ?? 'publish', siteId: contentSiteId(site.brand, site.locale) },
    query: { locale: site.locale.toLowerCase() },
  } as const;
}
