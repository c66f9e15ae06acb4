import { useEffect } from 'react';
import { CONSENT_CATEGORY_IDS } from '../../../contracts/common/consent-categories';
import { consentAllows } from './consent-policy';
import { useConsentFacts } from './use-consent';

declare global {
  interface Window {
    /**
     * The active consent categories as OneTrust's script publishes them (",C0001,C0002,"): code that must not
     * load the consent code (the performance beacon) reads consent here.
     */
    OnetrustActiveGroups?: string;
  }
}

/** The categories allowed now, in OneTrust's `OnetrustActiveGroups` form. */
export const activeGroups = (allowed: (category: (typeof CONSENT_CATEGORY_IDS)[number]) => boolean): string =>
  `,${CONSENT_CATEGORY_IDS.filter(allowed).join(',')},`;

/** Keeps `window.OnetrustActiveGroups` in step with this page's consent (policy applied: preview included). */
export function usePublishActiveGroups(): void {
  const facts = useConsentFacts();
  const groups = activeGroups((category) => consentAllows(facts, category));
  useEffect(() => {
    window.OnetrustActiveGroups = groups;
  }, [groups]);
}
