/**
 * Runs token work alone, across every tab of the site: a refresh token is used once (the backend rotates it and
 * takes a second use for a theft, ending the session), so two tabs must never refresh at the same moment.
 */
export type TokenLock = <T>(work: () => Promise<T>) => Promise<T>;

/** The Web Lock every tab of the origin shares (docs/decisions.md "Where the storefront keeps its tokens"). */
export const TOKEN_LOCK_NAME = 'storefront.token-refresh';

/**
 * The browser's Web Lock. A browser without Web Locks runs the work at once: within the tab the token manager
 * already runs one grant at a time; two tabs may then race, and the backend's reuse detection ends the session.
 */
export const browserTokenLock: TokenLock = (work) =>
  globalThis.navigator?.locks ? globalThis.navigator.locks.request(TOKEN_LOCK_NAME, work) : work();
