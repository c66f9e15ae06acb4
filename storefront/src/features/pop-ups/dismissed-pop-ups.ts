import { createPersistentStore } from '../../commerce/persistent-store';

/** The pop-ups the shopper closed, by name: persisted, so a closed pop-up stays closed (spec 001 section 9). */
export interface DismissedPopUps {
  readonly names: readonly string[];
}

export const DISMISSED_POP_UPS_KEY = 'storefront.popups.dismissed';

export const dismissedPopUps = createPersistentStore<DismissedPopUps>(
  DISMISSED_POP_UPS_KEY,
  () => ({ names: [] }),
  {
    restore: (stored) => ({
      names: Array.isArray(stored.names) ? stored.names.filter((n) => typeof n === 'string') : [],
    }),
    shared: true,
  },
);

/** Adds a pop-up to the dismissed list (once). */
export function dismissPopUp(name: string): void {
  dismissedPopUps.set((current) =>
    current.names.includes(name) ? current : { names: [...current.names, name] },
  );
}
