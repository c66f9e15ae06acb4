/**
 * Runs token work alone, across every tab of the site: a refresh token is used once (the backend rotates it and
 * takes a second use for a theft, ending the session), so two tabs must never refresh at the same moment.
 */
export type TokenLock = <T>(work: () => Promise<T>) => Promise<T>;

/** The Web Lock every tab of the origin shares (docs/decisions.md "Where the storefront keeps its tokens"). */
export const TOKEN_LOCK_NAME = 'storefront.token-refresh';

/**
 * One page's lock, for a browser without Web Locks (and for tests: two commerce instances given the same one
 * are two tabs with a shared lock). Without Web Locks two tabs can still race; the backend then ends the session.
 */
export function createPageLock(): TokenLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.catch(() => undefined).then(work);
    tail = run;
    return run;
  };
}

const pageLock = createPageLock();

/** The browser's Web Lock when it has one, else one lock for this page. */
export const browserTokenLock: TokenLock = (work) =>
  globalThis.navigator?.locks ? globalThis.navigator.locks.request(TOKEN_LOCK_NAME, work) : pageLock(work);
