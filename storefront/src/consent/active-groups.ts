import { useEffect } from 'react';
import { CONSENT_CATEGORY_IDS } from '../../../contracts/common/consent-categories';
import { GROUPS_UPDATED } from './active-groups-signal';
import { consentAllows } from './consent-policy';
import { useConsentFacts } from './use-consent';

/** The categories allowed now, in OneTrust's `OnetrustActiveGroups` form. */
export const activeGroups = (allowed: (category: (typeof CONSENT_CATEGORY_IDS)[number]) => boolean): string =>
  `,${CONSENT_CATEGORY_IDS.filter(allowed).join(',')},`;

/** Keeps `window.OnetrustActiveGroups` in step with this page's consent (policy applied: preview included). */
export function usePublishActiveGroups(): void {
  const facts = useConsentFacts();
  const groups = activeGroups((category) => consentAllows(facts, category));
  useEffect(() => {
    window.OnetrustActiveGroups = groups;
    // As OneTrust's script does: code that reads the groups (active-groups-signal.ts) hears the change.
    dispatchEvent(new Event(GROUPS_UPDATED));
  }, [groups]);
}
