import { channelOf } from '../api/channel';
import type { SiteHeaders } from '../api/client';
import { DEFAULT_LOCALE, siteFor } from '../config/site-config';

/**
 * The locale the shopper is on, read by the API client for each call's site headers. The locale layout
 * sets it from the URL before any of its routes fetch.
 */
let currentLocale: string = DEFAULT_LOCALE;

export const setCurrentLocale = (locale: string): void => {
  currentLocale = locale;
};

export const getCurrentLocale = (): string => currentLocale;

export function currentSiteHeaders(): SiteHeaders {
  const site = siteFor(currentLocale);
  return {
    locale: site.locale,
    brand: site.brand,
    region: site.region,
    channel: channelOf(globalThis.navigator?.userAgent ?? ''),
  };
}
