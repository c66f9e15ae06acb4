import { consentAllowsStored } from '../consent/consent-store';

/** The events the storefront pushes for analytics (spec 001 sections 4 and 7); names are our design. */
export type AnalyticsEvent =
  | {
      readonly event: 'popupImpression' | 'popupExpand' | 'popupClick';
      readonly popupName: string;
      /** The clicked target's label (clicks only). */
      readonly label?: string;
    }
  | {
      /** A link chosen in the menu: the desktop mega menu or the mobile menu. */
      readonly event: 'menuClick';
      readonly label: string;
      readonly href: string;
      readonly menu: 'desktop' | 'mobile';
    }
  | {
      /** A mobile menu section opened or closed. */
      readonly event: 'mobileMenuExpand' | 'mobileMenuClose';
      readonly section: string;
    };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes an event onto `window.dataLayer`, the queue tag managers read (created when absent, as they expect),
 * only while performance and analytics consent (C0002) holds: a withdrawal stops the events in the same page.
 * Whether it was pushed is the answer.
 */
export function pushAnalyticsEvent(event: AnalyticsEvent): boolean {
  if (typeof window === 'undefined' || !consentAllowsStored('C0002')) return false;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...event });
  return true;
}
