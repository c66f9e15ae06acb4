import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { ConsentCategory } from '../../../contracts/common/consent-categories';
import { useSiteConfig } from '../config/site-config-provider';
import { type ConsentFacts, consentAllows } from './consent-policy';
import { consentStore } from './consent-store';

/** The facts consent is decided on, for this page: the site's setting, preview, the stored answer. */
export function useConsentFacts(): ConsentFacts {
  const { settings } = useSiteConfig();
  const { search } = useLocation();
  const store = consentStore();
  const choices = useSyncExternalStore(store.subscribe, store.get, store.get);
  return {
    consentRequired: settings.consentRequired,
    preview: new URLSearchParams(search).get('preview') === 'true',
    choices,
  };
}

/** Whether a consent category is allowed now; follows the shopper's answer as it changes. */
export const useConsentAllows = (category: ConsentCategory): boolean =>
  consentAllows(useConsentFacts(), category);
