import { useLocation } from 'react-router';
import { LocationSelectorPage } from '../features/stores/locator/location-selector-page';
import { StoreLocatorPage } from '../features/stores/locator/store-locator-page';

/** /{locale}/store-locator and /{locale}/location-selector: one chunk for finding a store or a site. */
export function Component() {
  return useLocation().pathname.endsWith('/location-selector') ? (
    <LocationSelectorPage />
  ) : (
    <StoreLocatorPage />
  );
}
