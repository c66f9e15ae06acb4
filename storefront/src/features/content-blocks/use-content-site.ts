import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { ContentSite } from '../../commerce/content';
import { useSiteConfig } from '../../config/site-config-provider';

/** The content site of the page: the site's brand and locale, preview mode with ?preview=true. */
export function useContentSite(): ContentSite {
  const { brand, locale } = useSiteConfig();
  const { search } = useLocation();
  const preview = new URLSearchParams(search).get('preview') === 'true';
  return useMemo(() => ({ brand, locale, mode: preview ? 'preview' : 'publish' }), [brand, locale, preview]);
}

/** Query key part naming the content site (every content query of a site shares it). */
export const contentSiteKey = (site: ContentSite) =>
  [site.brand, site.locale, site.mode ?? 'publish'] as const;
