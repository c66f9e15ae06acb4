import { useSyncExternalStore } from 'react';
import type { ConsentCategory } from '../../../contracts/common/consent-categories';
import { siteFor } from '../config/site-config';
import { getCurrentLocale } from '../i18n/current-locale';

declare global {
  interface Window {
    /**
     * The active consent categories as OneTrust's script publishes them (",C0001,C0002,"): code that must not
     * load the consent code reads consent here (consent/active-groups.ts publishes ours).
     */
    OnetrustActiveGroups?: string;
  }
}

/** The event OneTrust's script fires when the active groups change; our consent code fires it too. */
export const GROUPS_UPDATED = 'OneTrustGroupsUpdated';

/**
 * Whether a category is allowed now, read without loading the consent code (for code on every page: the
 * performance beacon, the experiments): on a site that needs no consent, always; on one that does, by the
 * categories the consent platform says are active (`window.OnetrustActiveGroups`, policy applied).
 */
export const activeGroupsAllow = (category: ConsentCategory): boolean =>
  !siteFor(getCurrentLocale()).settings.consentRequired ||
  (globalThis.window?.OnetrustActiveGroups ?? '').includes(`,${category},`);

function subscribe(onChange: () => void): () => void {
  addEventListener(GROUPS_UPDATED, onChange);
  return () => removeEventListener(GROUPS_UPDATED, onChange);
}

/** The same, followed as the shopper answers or withdraws (the groups' update event). */
export function useActiveGroupsAllow(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribe,
    () => activeGroupsAllow(category),
    () => false,
  );
}
