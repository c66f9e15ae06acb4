import { useSyncExternalStore } from 'react';
import { isApiError } from '../../commerce/commerce-error';

/**
 * The cart page's top banner (spec 000 section 8: CANT_SHIP_THERE, and its coded twin PAY401, show a top
 * banner). Any cart call that fails with a top-banner id reports here, the delivery choices included.
 */
let current: unknown = null;
const listeners = new Set<() => void>();
const set = (next: unknown) => {
  current = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => current;

/** Shows the error in the top banner when the catalogue says so; true when it did. */
export function reportCartError(error: unknown): boolean {
  if (!isApiError(error) || !error.handlingKinds.includes('top-banner')) return false;
  set(error);
  return true;
}

export function clearCartBanner(): void {
  set(null);
}

/** The error the top banner shows, or null. */
export function useCartBanner(): unknown {
  return useSyncExternalStore(subscribe, get, get);
}
