import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { ContentSite } from '../../commerce/content';
import { useSiteConfig } from '../../config/site-config-provider';

/** A query option as given, or nothing when absent or empty. */
const option = (query: URLSearchParams, name: string) => query.get(name) || undefined;

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
    // Any date the browser reads, as the ISO instant the header takes; NaN (unreadable) is falsy.
    const date = preview ? Date.parse(query.get('previewDateTime') ?? '') : Number.NaN;
    return {
      brand,
      locale,
      mode: preview ? 'preview' : 'publish',
      previewDate: date ? new Date(date).toISOString() : undefined,
      siteId: option(query, 'siteId'),
      localePath: option(query, 'localePath'),
    };
  }, [brand, locale, search]);
}

/** Query key part naming the content site, overrides included (query keys hash objects by value). */
export const contentSiteKey = (site: ContentSite) => [site] as const;
