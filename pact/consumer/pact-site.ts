import { STOREFRONT_HEADERS } from '../../simulator/testing/storefront-headers';
import type { SiteHeaders } from '../../storefront/src/api/client';
import { type KnownLocale, SITES } from '../../storefront/src/config/site-config';

/** The storefront site the pacts are recorded for (the US site in English, on the web). */
export type PactSite = SiteHeaders & { readonly userSessionId: string };

export const PACT_SITE: PactSite = {
  locale: STOREFRONT_HEADERS['x-locale'],
  brand: STOREFRONT_HEADERS['x-brand'],
  region: STOREFRONT_HEADERS['x-region'],
  channel: 'ECOMM',
  userSessionId: STOREFRONT_HEADERS['x-usid'],
};

/** The pact's site moved to another storefront site (its locale and region), for a call whose rules are the country's. */
export function pactSiteOn(locale: KnownLocale): PactSite {
  return { ...PACT_SITE, locale, region: SITES[locale].region };
}
