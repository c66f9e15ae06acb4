import { afterEach, describe, expect, it } from 'vitest';
import { createPageLock } from '../testing/page-lock';
import { recordingFetch } from '../testing/recording-fetch';
import { useTestSimulator } from '../testing/simulator-server';
import { testCommerce } from '../testing/test-commerce';
import { isSignedIn } from './session-state';
import { TOKEN_LOCK_NAME } from './token-lock';

const sim = useTestSimulator();
const PASSWORD = 'Trail2026!';

/**
 * Two tabs of one browser: two commerce instances on the same stored session and one token lock (the Web
 * Lock every tab of the origin shares), each with its own memory, as after two page loads.
 */
async function twoTabsSignedIn() {
  const sessionKey = `storefront.session.test.${Math.random()}`;
  await testCommerce(sim, { sessionKey }).session.signIn('registered@example.com', PASSWORD);
  const tokenLock = createPageLock();
  const recorder = recordingFetch();
  const tab = () => testCommerce(sim, { sessionKey, tokenLock, fetch: recorder.fetch });
  return { sessionKey, recorder, a: tab(), b: tab() };
}

/** What the browser tells the other tabs when one writes the key (happy-dom has one window: we say it). */
const storageEventFor = (key: string) =>
  window.dispatchEvent(
    new StorageEvent('storage', { key, newValue: localStorage.getItem(key), storageArea: localStorage }),
  );

describe('tokens across tabs (issue 22)', () => {
  it('two tabs refreshing at the same moment present two different refresh tokens', async () => {
    const { recorder, a, b, sessionKey } = await twoTabsSignedIn();
    const stored = a.deps.session.get().refreshToken;

    const [tokenA, tokenB] = await Promise.all([a.deps.tokens.ensure(), b.deps.tokens.ensure()]);

    const presented = recorder.presentedRefreshTokens();
    expect(presented).toHaveLength(2);
    expect(presented[0]).toBe(stored);
    // The second refresh used the token the first one rotated to, never the used one again.
    expect(presented[1]).not.toBe(presented[0]);
    expect(recorder.issuedTokens()).toContain(presented[1]);
    expect(tokenA).not.toBe(tokenB);
    for (const tab of [a, b]) {
      expect(isSignedIn(tab.deps.session.get())).toBe(true);
      expect((await tab.session.profile()).consumerDetails.email).toBe('registered@example.com');
    }
    expect(JSON.parse(localStorage.getItem(sessionKey) as string).refreshToken).not.toBe(presented[1]);
  });

  it("a tab refreshing after another tab's rotation, before the storage event, uses the rotated token", async () => {
    const { recorder, a, b } = await twoTabsSignedIn();
    await a.deps.tokens.ensure();
    const rotated = a.deps.session.get().refreshToken;
    // No storage event yet: b's memory still holds the session as it was loaded.
    expect(b.deps.session.get().refreshToken).not.toBe(rotated);

    await b.deps.tokens.ensure();

    expect(recorder.presentedRefreshTokens()[1]).toBe(rotated);
    expect(isSignedIn(b.deps.session.get())).toBe(true);
  });

  it("another tab's sign-out reaches this tab: signed out, its access token dropped", async () => {
    const { a, b, sessionKey } = await twoTabsSignedIn();
    await a.deps.tokens.ensure();
    await b.deps.tokens.ensure();
    const seen: boolean[] = [];
    a.deps.session.subscribe(() => seen.push(isSignedIn(a.deps.session.get())));

    await b.session.signOut();
    storageEventFor(sessionKey);

    expect(seen.at(-1)).toBe(false);
    expect(a.deps.session.get().consumerType).toBe('GUEST');
    expect(a.deps.tokens.accessToken()).toBeUndefined();
    await a.deps.tokens.ensure();
    expect(a.deps.session.get()).toMatchObject({ consumerType: 'GUEST', usid: b.deps.session.get().usid });
  });
});

describe('the token lock', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'locks');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'locks', original);
    else Reflect.deleteProperty(navigator, 'locks');
  });

  it("is the browser's Web Lock named storefront.token-refresh when there is one", async () => {
    const requested: string[] = [];
    const locks = {
      request: (name: string, work: () => Promise<unknown>) => {
        requested.push(name);
        return work();
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const commerce = testCommerce(sim);

    await commerce.deps.tokens.ensure();

    expect(TOKEN_LOCK_NAME).toBe('storefront.token-refresh');
    expect(requested).toEqual([TOKEN_LOCK_NAME]);
  });
});
