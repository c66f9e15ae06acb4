import { channelOf } from '../api/channel';
import type { SiteHeaders } from '../api/client';
import { siteFor } from '../config/site-config';
import { getCurrentLocale } from '../i18n/current-locale';

/** The site headers of the locale the shopper is on, read by the API client for each call. */
export function currentSiteHeaders(): SiteHeaders {
  const site = siteFor(getCurrentLocale());
  return {
    locale: site.locale,
    brand: site.brand,
    region: site.region,
    channel: channelOf(globalThis.navigator?.userAgent ?? ''),
  };
}
