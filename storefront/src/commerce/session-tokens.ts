import { ApiError } from '../api/api-error';
import type { ApiClient } from '../api/client';
import type { PersistentStore } from './persistent-store';
import { emptySession, type SessionState, sessionFromToken, tokenNeed } from './session-state';

/**
 * How a rejected access token was replaced: another call had already replaced it, the refresh grant gave a
 * new one, or the refresh failed and the stale session was dropped for a guest one.
 */
export type Renewal = 'replaced' | 'refreshed' | 'guest';

export interface TokenManager {
  /** A usable access token: the current one, a refreshed one, or a new guest token (one request at a time). */
  ensure(): Promise<string>;
  /**
   * The backend refused `rejected` (a 401): refresh it, or drop the stale session and start a guest one.
   * Every call refused with the same token shares one renewal.
   */
  renew(rejected: string): Promise<Renewal>;
  /** Milliseconds until the token should be refreshed (for the app's refresh timer). */
  msUntilRefresh(): number;
  /** Drop every token and id, then obtain a guest token (sign-out). */
  restartAsGuest(): Promise<string>;
  /** Sessions the backend no longer accepted, dropped for a guest one (the cart recreates their cart). */
  onStaleSession(listener: (dropped: SessionState) => void): () => void;
}

export interface TokenManagerOptions {
  readonly client: ApiClient;
  readonly store: PersistentStore<SessionState>;
  readonly now?: () => number;
  /** Token failures other than 403 are reported (spec 000 section 8). */
  readonly report?: (error: unknown) => void;
}

/**
 * Token failures that are not reported (spec 000 section 8 reports the others): the bot-defence 403, and a
 * refresh token the backend no longer takes (401), the expected end of a session, answered by a guest one.
 */
const expectedTokenFailure = (grant: 'Guest' | 'Refresh', error: unknown): boolean =>
  error instanceof ApiError && (error.status === 403 || (grant === 'Refresh' && error.status === 401));

/** Guest token on first load, refreshed before it expires; a failed refresh falls back to a guest token. */
export function createTokenManager({
  client,
  store,
  now = Date.now,
  report,
}: TokenManagerOptions): TokenManager {
  /** The token work under way (a grant, a renewal): calls wait for it instead of using the old token. */
  let inflight: Promise<unknown> | null = null;
  /** The last renewal and the token it replaced: late 401s of that token share its outcome. */
  let lastRenewal: { readonly rejected: string; readonly outcome: Promise<Renewal> } | undefined;
  const staleListeners = new Set<(dropped: SessionState) => void>();

  async function grant(body: { type: 'Guest' } | { type: 'Refresh'; refreshToken: string }): Promise<string> {
    try {
      const answer = await client.call('getToken', { body });
      store.set((current) => sessionFromToken(current, answer, now()));
      return answer.access_token;
    } catch (error) {
      if (!expectedTokenFailure(body.type, error)) report?.(error);
      throw error;
    }
  }

  /** The backend no longer takes this session: forget its tokens and ids (as sign-out does), tell the cart. */
  function dropStale(): void {
    const dropped = store.get();
    store.set(emptySession());
    for (const listener of staleListeners) listener(dropped);
  }

  /** The refresh grant, else a guest session in place of the stale one. */
  async function refreshOrGuest(refreshToken: string | undefined): Promise<Renewal> {
    if (refreshToken) {
      try {
        await grant({ type: 'Refresh', refreshToken });
        return 'refreshed';
      } catch {
        // The refresh token was revoked or expired server-side: continue as a guest with a clean session.
      }
    }
    dropStale();
    await grant({ type: 'Guest' });
    return 'guest';
  }

  async function obtain(): Promise<void> {
    const session = store.get();
    const need = tokenNeed(session, now());
    if (need === 'refresh') await refreshOrGuest(session.refreshToken);
    else if (need === 'guest') await grant({ type: 'Guest' });
  }

  /** Runs token work alone: later callers wait for it, and the slot frees whatever its outcome. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = (inflight ?? Promise.resolve())
      .catch(() => undefined)
      .then(work)
      .finally(() => {
        if (inflight === run) inflight = null;
      });
    inflight = run;
    return run;
  }

  const manager: TokenManager = {
    async ensure() {
      if (inflight) await inflight.catch(() => undefined);
      const session = store.get();
      if (tokenNeed(session, now()) === 'valid') return session.accessToken as string;
      await exclusive(obtain);
      return store.get().accessToken as string;
    },
    renew(rejected) {
      if (lastRenewal?.rejected === rejected) return lastRenewal.outcome;
      if (store.get().accessToken !== rejected) return Promise.resolve('replaced');
      const outcome = exclusive(() =>
        store.get().accessToken === rejected
          ? refreshOrGuest(store.get().refreshToken)
          : Promise.resolve<Renewal>('replaced'),
      );
      lastRenewal = { rejected, outcome };
      return outcome;
    },
    msUntilRefresh() {
      const { accessExpiresAt } = store.get();
      return Math.max(0, (accessExpiresAt ?? 0) - 60_000 - now());
    },
    async restartAsGuest() {
      // A grant under way would write its session over the guest one: let it land first.
      if (inflight) await inflight.catch(() => undefined);
      store.set(emptySession());
      return manager.ensure();
    },
    onStaleSession(listener) {
      staleListeners.add(listener);
      return () => staleListeners.delete(listener);
    },
  };
  return manager;
}
