import { ApiError } from '../api/api-error';
import type { ApiClient } from '../api/client';
import type { PersistentStore } from './persistent-store';
import { emptySession, type SessionState, sessionFromToken, tokenNeed } from './session-state';

export interface TokenManager {
  /** A usable access token: the current one, a refreshed one, or a new guest token (one request at a time). */
  ensure(): Promise<string>;
  /** Milliseconds until the token should be refreshed (for the app's refresh timer). */
  msUntilRefresh(): number;
  /** Drop every token and id, then obtain a guest token (sign-out). */
  restartAsGuest(): Promise<string>;
}

export interface TokenManagerOptions {
  readonly client: ApiClient;
  readonly store: PersistentStore<SessionState>;
  readonly now?: () => number;
  /** Token failures other than 403 are reported (spec 000 section 8). */
  readonly report?: (error: unknown) => void;
}

/** Guest token on first load, refreshed before it expires; a failed refresh falls back to a guest token. */
export function createTokenManager({
  client,
  store,
  now = Date.now,
  report,
}: TokenManagerOptions): TokenManager {
  let inflight: Promise<string> | null = null;

  async function grant(body: { type: 'Guest' } | { type: 'Refresh'; refreshToken: string }): Promise<string> {
    try {
      const answer = await client.call('getToken', { body });
      store.set((current) => sessionFromToken(current, answer, now()));
      return answer.access_token;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 403)) report?.(error);
      throw error;
    }
  }

  async function obtain(): Promise<string> {
    const session = store.get();
    const need = tokenNeed(session, now());
    if (need === 'valid') return session.accessToken as string;
    if (need === 'refresh') {
      try {
        return await grant({ type: 'Refresh', refreshToken: session.refreshToken as string });
      } catch {
        // The refresh token was revoked or expired server-side: continue as a guest with a clean session.
        store.set(emptySession());
      }
    }
    return grant({ type: 'Guest' });
  }

  return {
    ensure() {
      if (tokenNeed(store.get(), now()) === 'valid')
        return Promise.resolve(store.get().accessToken as string);
      inflight ??= obtain().finally(() => {
        inflight = null;
      });
      return inflight;
    },
    msUntilRefresh() {
      const { accessExpiresAt } = store.get();
      return Math.max(0, (accessExpiresAt ?? 0) - 60_000 - now());
    },
    async restartAsGuest() {
      store.set(emptySession());
      inflight = null;
      return this.ensure();
    },
  };
}
