import { PREVIEW_DATE_HEADER } from '../../../contracts/common/preview-header';

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
  /** The instant a preview shows the site as at (?previewDateTime=, ISO), sent as the preview date header. */
  readonly previewDate?: string | undefined;
  /** Another content site to read (?siteId=): an editor checking a site from this storefront. */
  readonly siteId?: string | undefined;
  /** Another content locale to read (?localePath=en-ca): its site too, unless siteId names one. */
  readonly localePath?: string | undefined;
}

/** summitpeak + en-ca -> summitpeak-ca. */
export function contentSiteId(brand: string, locale: string): string {
  const country = locale.split('-')[1]?.toLowerCase() ?? '';
  return `${brand.toLowerCase()}-${country}`;
}

/**
 * The path params, query and headers every site-scoped content call takes: the site and locale (or their
 * overrides) and, in a dated preview, the preview date header (spec 001 section 7).
 */
export function contentSiteParams(site: ContentSite) {
  const mode = site.mode ?? 'publish';
  const locale = (site.localePath ?? site.locale).toLowerCase();
  const dated = mode === 'preview' && site.previewDate;
  return {
    params: { mode, siteId: site.siteId ?? contentSiteId(site.brand, locale) },
    query: { locale },
    ...(dated ? { headers: { [PREVIEW_DATE_HEADER]: dated } } : {}),
  } as const;
}
