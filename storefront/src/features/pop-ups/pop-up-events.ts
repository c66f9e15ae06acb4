/** What the pop-up tells analytics (spec 001 section 7: "events pushed for pop-up impression, expand and click"). */
export type PopUpEventName = 'popupImpression' | 'popupExpand' | 'popupClick';

export interface PopUpEvent {
  readonly event: PopUpEventName;
  readonly popupName: string;
  /** The clicked target's label (clicks only). */
  readonly label?: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes a pop-up event onto the page's data layer, the queue a tag manager reads (created when absent, as
 * tag managers expect). The shop has no analytics push of its own yet: docs/decisions.md.
 */
export function pushPopUpEvent(event: PopUpEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ...event });
}
