import '../../api/content-operations';
import type { ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';

export type LocationSelector = ResponseBodyOf<'getFapiLocationSelector'>;

/**
 * The store locator's content call: the location selector (/fapi/pages/location-selector, spec 001 section 7),
 * the countries with the locales each serves. The store search itself is the shell's (commerce/stores.ts).
 */
export function storesLocatorCommerce(deps: CommerceDeps) {
  return {
    /** The countries and their sites' locales, labelled in `locale`. */
    getLocationSelector: (locale: string): Promise<LocationSelector> =>
      deps.client.call('getFapiLocationSelector', { query: { locale: locale.toLowerCase() } }),
  };
}

export type StoresLocatorCommerce = ReturnType<typeof storesLocatorCommerce>;

/** The store locator area of the adapter the UI holds: `storesLocatorCommerceOf(useCommerce())`. */
export const storesLocatorCommerceOf = (commerce: Pick<Commerce, 'deps'>): StoresLocatorCommerce =>
  storesLocatorCommerce(commerce.deps);
