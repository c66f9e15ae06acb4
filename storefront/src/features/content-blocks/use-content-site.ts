import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { ContentSite } from '../../commerce/content';
import { useSiteConfig } from '../../config/site-config-provider';

/** An ISO instant from ?previewDateTime= (any date the browser reads), or nothing when it does not read. */
function previewInstant(value: string | null): string | undefined {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const given = (value: string | null) => value?.trim().replace(/^\/+|\/+$/g, '') || undefined;

/**
 * The content site of the page (spec 001 section 2, "URL query options"): the site's brand and locale;
 * preview mode with ?preview=true, dated by ?previewDateTime=; another content site or locale with
 * ?siteId= and ?localePath= (the content API judges them: one it does not know shows no content).
 */
export function useContentSite(): ContentSite {
  const { brand, locale } = useSiteConfig();
  const { search } = useLocation();
  return useMemo(() => {
    const query = new URLSearchParams(search);
    const preview = query.get('preview') === 'true';
    const previewDate = preview ? previewInstant(query.get('previewDateTime')) : undefined;
    const siteId = given(query.get('siteId'));
    const localePath = given(query.get('localePath'));
    return {
      brand,
      locale,
      mode: preview ? 'preview' : 'publish',
      ...(previewDate ? { previewDate } : {}),
      ...(siteId ? { siteId } : {}),
      ...(localePath ? { localePath } : {}),
    };
  }, [brand, locale, search]);
}

/** Query key part naming the content site (every content query of a site shares it). */
export const contentSiteKey = (site: ContentSite) =>
  [
    site.brand,
    site.locale,
    site.mode ?? 'publish',
    site.previewDate ?? '',
    site.siteId ?? '',
    site.localePath ?? '',
  ] as const;
