import { Suspense } from 'react';
import { useSiteConfig } from '../config/site-config-provider';
import { lazyWithMessages } from '../i18n/lazy-with-messages';

const ConsentBanner = lazyWithMessages(() => import('./consent-banner'), ['consent']);

declare module '../ui/dialog/dialog-ids' {
  interface DialogRegistry {
    /** The consent preference centre (consent-preferences-dialog.tsx): the banner's settings, the footer's link. */
    consentPreferences: Record<string, never>;
  }
}

/**
 * All the shell carries of consent: on an EMEA site the banner's chunk loads and asks until the shopper
 * answers; elsewhere every category counts as allowed and nothing loads (spec 001 section 6).
 */
export function LazyConsent() {
  const { settings } = useSiteConfig();
  return settings.consentRequired ? (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  ) : null;
}
