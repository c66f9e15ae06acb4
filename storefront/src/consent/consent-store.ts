import type { ConsentCategory } from '../../../contracts/common/consent-categories';
import { consentAllowsNow } from './consent-now';
import { type ConsentChoices, consentCookies, readConsentCookies } from './onetrust-cookie';

/** Where the shopper's answer is kept: the consent platform's storage, behind one seam. */
export interface ConsentAdapter {
  /** The stored answer; undefined until the shopper has answered. */
  read(): ConsentChoices | undefined;
  write(choices: ConsentChoices): void;
  /** Calls back when the answer changes outside this page's own writes (the platform's script, another tab). */
  watch(onChange: () => void): () => void;
}

/** OneTrust's cookies on this document (onetrust-cookie.ts); its script's update event is heard too. */
export const oneTrustCookieAdapter = (doc: Document = document): ConsentAdapter => ({
  read: () => readConsentCookies(doc.cookie),
  write: (choices) => {
    for (const cookie of consentCookies(choices, new Date(), doc.location.protocol === 'https:')) {
      doc.cookie = cookie;
    }
  },
  watch: (onChange) => {
    const view = doc.defaultView;
    // OneTrust's script announces a change with this event; a choice made in another tab shows on return.
    view?.addEventListener('OneTrustGroupsUpdated', onChange);
    view?.addEventListener('focus', onChange);
    return () => {
      view?.removeEventListener('OneTrustGroupsUpdated', onChange);
      view?.removeEventListener('focus', onChange);
    };
  },
});

/**
 * The page's consent answer, always the stored one (read afresh, the same object while it is unchanged, as
 * React's useSyncExternalStore wants): what the gated features read, and subscribe to so that a withdrawal
 * stops them in the same page.
 */
export function createConsentStore(adapter: ConsentAdapter) {
  let choices = adapter.read();
  const listeners = new Set<() => void>();
  const get = (): ConsentChoices | undefined => {
    const stored = adapter.read();
    if (JSON.stringify(stored) !== JSON.stringify(choices)) choices = stored;
    return choices;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  let unwatch: (() => void) | undefined;
  return {
    get,
    choose(next: ConsentChoices): void {
      adapter.write(next);
      get();
      notify();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      unwatch ??= adapter.watch(notify);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unwatch?.();
          unwatch = undefined;
        }
      };
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

let pageStore: ConsentStore | undefined;
/** This page's store over OneTrust's cookies, made on first use. */
export const consentStore = (): ConsentStore => {
  pageStore ??= createConsentStore(oneTrustCookieAdapter());
  return pageStore;
};

/** Whether a category is allowed now on this page, by the stored answer (code outside React). */
export const consentAllowsStored = (category: ConsentCategory): boolean =>
  consentAllowsNow(category, consentStore().get);
