import { afterEach, describe, expect, it, vi } from 'vitest';
import { allChoices } from './consent-policy';
import { createConsentStore, oneTrustCookieAdapter } from './consent-store';

const clearCookies = () => {
  for (const name of ['OptanonConsent', 'OptanonAlertBoxClosed']) {
    // biome-ignore lint/suspicious/noDocumentCookie: the adapter under test keeps its answer in cookies
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
};

afterEach(clearCookies);

describe('the consent store over OneTrust cookies', () => {
  it('has no answer at first, then keeps the one chosen in the cookies a new page reads', () => {
    const store = createConsentStore(oneTrustCookieAdapter(document));
    expect(store.get()).toBeUndefined();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.choose(allChoices(false));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()?.C0004).toBe(false);
    expect(document.cookie).toContain('OptanonAlertBoxClosed=');
    // A later page load reads the same answer back.
    expect(createConsentStore(oneTrustCookieAdapter(document)).get()).toEqual(allChoices(false));
    stop();
  });

  it("follows a change OneTrust's own script announces, without a reload", () => {
    const store = createConsentStore(oneTrustCookieAdapter(document));
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    // Another writer (the platform's script, another tab) stores an answer and announces it.
    oneTrustCookieAdapter(document).write(allChoices(true));
    window.dispatchEvent(new Event('OneTrustGroupsUpdated'));
    expect(listener).toHaveBeenCalledTimes(1);
    const given = store.get();
    expect(given?.C0004).toBe(true);
    // Unchanged, it is the same answer (React re-renders on a new one only).
    window.dispatchEvent(new Event('focus'));
    expect(store.get()).toBe(given);
    stop();
    oneTrustCookieAdapter(document).write(allChoices(false));
    window.dispatchEvent(new Event('OneTrustGroupsUpdated'));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()?.C0004).toBe(false);
  });
});
