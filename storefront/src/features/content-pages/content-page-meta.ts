import type { ContentPageBody } from '../../commerce/content/pages';
import { localiseContentHref } from '../content-blocks/content-href';

/** PageMeta adds " | SummitPeak"; content titles may already carry it. */
const BRAND_SUFFIX = /\s*\|\s*SummitPeak\s*$/i;

export interface ContentPageMeta {
  readonly title: string;
  readonly description: string;
  readonly canonicalPath: string;
  readonly robots?: string;
}

/**
 * A content page's head from its meta: its title (else the page's), description, robots and canonical
 * address on the shopper's locale (else the address it was reached at: a page has several, /help-returns
 * and /help/help-returns, and the canonical names one).
 */
export function contentPageMeta(page: ContentPageBody, locale: string, pathname: string): ContentPageMeta {
  const title = (page.meta.title ?? page.title).replace(BRAND_SUFFIX, '').trim() || page.title;
  const canonical = page.meta.canonicalUrl ? localiseContentHref(page.meta.canonicalUrl, locale) : pathname;
  return {
    title,
    description: page.meta.description,
    // An absolute canonical keeps only its path: PageMeta puts it on this storefront's origin.
    canonicalPath: canonical.replace(/^https?:\/\/[^/]+/, '') || pathname,
    ...(page.meta.robots ? { robots: page.meta.robots } : {}),
  };
}
