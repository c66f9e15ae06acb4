import { STOREFRONT_HEADERS } from '../../simulator/testing/storefront-headers';
import type { SiteHeaders } from '../../storefront/src/api/client';

/** The storefront site the pacts are recorded for (the US site in English, on the web). */
export const PACT_SITE: SiteHeaders & { readonly userSessionId: string } = {
  locale: STOREFRONT_HEADERS['x-locale'],
  brand: STOREFRONT_HEADERS['x-brand'],
  region: STOREFRONT_HEADERS['x-region'],
  channel: 'ECOMM',
  userSessionId: STOREFRONT_HEADERS['x-usid'],
};
