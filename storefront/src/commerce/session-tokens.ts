import { ApiError } from '../api/api-error';
import type { ApiClient } from '../api/client';
import type { PersistentStore } from './persistent-store';
import {
  type AccessToken,
  emptySession,
  holderOf,
  type SessionState,
  sessionFromToken,
  type TokenAnswer,
  tokenNeed,
} from './session-state';
import { browserTokenLock, type TokenLock } from './token-lock';

/**
 * How a rejected access token was replaced: another call had already replaced it, the refresh grant gave a
 * new one, or the refresh failed and the stale session was dropped for a guest one.
 */
export type Renewal = 'replaced' | 'refreshed' | 'guest';

export interface TokenManager {
  /** A usable access token: the current one, a refreshed one, or a new guest token (one request at a time). */
  ensure(): Promise<string>;
  /** The access token calls carry now, if this page holds one for the stored session (memory only). */
  accessToken(): string | undefined;
  /**
   * A token answer from outside the grants (the sign-in's code exchange, the agent login): its access token
   * is kept in memory, the session `toSession` makes of it is stored (under the token lock, so a refresh
   * under way in another tab lands first instead of over it).
   */
  adopt<Answer extends TokenAnswer>(answer: Answer, toSession?: ToSession<Answer>): Promise<void>;
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

/** The session a token answer makes of the current one (sessionFromToken, the agent login's). */
type ToSession<Answer> = (current: SessionState, answer: Answer, now: number) => SessionState;

export interface TokenManagerOptions {
  readonly client: ApiClient;
  readonly store: PersistentStore<SessionState>;
  readonly now?: () => number;
  /** Token failures other than 403 are reported (spec 000 section 8). */
  readonly report?: (error: unknown) => void;
  /** Token work runs under it, in one tab at a time (token-lock.ts; tests give two instances one lock). */
  readonly lock?: TokenLock;
}

/**
 * Token failures that are not reported (spec 000 section 8 reports the others): the bot-defence 403, and a
 * refresh token the backend no longer takes (401), the expected end of a session, answered by a guest one.
 */
const expectedTokenFailure = (grant: 'Guest' | 'Refresh', error: unknown): boolean =>
  error instanceof ApiError && (error.status === 403 || (grant === 'Refresh' && error.status === 401));

/**
 * Guest token on first load, refreshed before it expires; a failed refresh falls back to a guest token. The
 * access token lives in this page's memory only: after a load the stored refresh token gets a new one. Grants
 * run under the token lock and read the stored session first: another tab may have rotated the refresh token
 * (a used one is never presented again) or ended the session.
 */
export function createTokenManager({
  client,
  store,
  now = Date.now,
  report,
  lock = browserTokenLock,
}: TokenManagerOptions): TokenManager {
  /** The access token, for the session it was issued to (another tab's sign-in or sign-out ends it here). */
  let access: AccessToken | undefined;
  /** The token work under way (a grant, a renewal): calls wait for it instead of using the old token. */
  let inflight: Promise<unknown> | null = null;
  /** The last renewal and the token it replaced: late 401s of that token share its outcome. */
  let lastRenewal: { readonly rejected: string; readonly outcome: Promise<Renewal> } | undefined;
  const staleListeners = new Set<(dropped: SessionState) => void>();

  const current = (): AccessToken | undefined =>
    access && access.holder === holderOf(store.get()) ? access : undefined;

  /** Keeps a token answer: the access token in memory, the rest in the stored session (under the lock). */
  function adopt<Answer extends TokenAnswer>(
    answer: Answer,
    toSession: ToSession<Answer> = sessionFromToken,
  ): void {
    const at = now();
    store.reload(); // what another tab stored while the grant was on its way (a cart id) is kept
    const next = toSession(store.get(), answer, at);
    access = { value: answer.access_token, expiresAt: at + answer.expires_in * 1000, holder: holderOf(next) };
    store.set(next);
  }

  async function grant(body: { type: 'Guest' } | { type: 'Refresh'; refreshToken: string }): Promise<string> {
    try {
      const answer = await client.call('getToken', { body });
      adopt(answer);
      return answer.access_token;
    } catch (error) {
      if (!expectedTokenFailure(body.type, error)) report?.(error);
      throw error;
    }
  }

  /** The backend no longer takes this session: forget its tokens and ids (as sign-out does), tell the cart. */
  function dropStale(): void {
    access = undefined;
    const dropped = store.get();
    store.set(emptySession());
    for (const listener of staleListeners) listener(dropped);
  }

  /**
   * The refresh grant with the refresh token stored last, else a guest session in place of the stale one.
   * Only the backend's refusal (401) ends the session: a page load without network keeps it for the next try.
   */
  async function refreshOrGuest(): Promise<Renewal> {
    const { refreshToken } = store.get();
    if (refreshToken) {
      try {
        await grant({ type: 'Refresh', refreshToken });
        return 'refreshed';
      } catch (error) {
        // The refresh token was revoked, reused or expired server-side: continue as a guest, clean session.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    }
    dropStale();
    await grant({ type: 'Guest' });
    return 'guest';
  }

  async function obtain(): Promise<void> {
    const need = tokenNeed(store.get(), current(), now());
    if (need === 'refresh') await refreshOrGuest();
    else if (need === 'guest') await grant({ type: 'Guest' });
  }

  /**
   * Runs token work alone: in this tab later callers wait for it (one flight), across tabs the lock holds the
   * others off; the work starts from the session as stored now. The slot frees whatever its outcome.
   */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = (inflight ?? Promise.resolve())
      .catch(() => undefined)
      .then(() =>
        lock(() => {
          store.reload();
          return work();
        }),
      )
      .finally(() => {
        if (inflight === run) inflight = null;
      });
    inflight = run;
    return run;
  }

  const manager: TokenManager = {
    async ensure() {
      if (inflight) await inflight.catch(() => undefined);
      if (tokenNeed(store.get(), current(), now()) !== 'valid') await exclusive(obtain);
      return current()?.value as string;
    },
    accessToken: () => current()?.value,
    adopt: (answer, toSession) => exclusive(async () => adopt(answer, toSession)),
    renew(rejected) {
      if (lastRenewal?.rejected === rejected) return lastRenewal.outcome;
      if (current()?.value !== rejected) return Promise.resolve('replaced');
      const outcome = exclusive(() =>
        current()?.value === rejected ? refreshOrGuest() : Promise.resolve<Renewal>('replaced'),
      );
      lastRenewal = { rejected, outcome };
      return outcome;
    },
    msUntilRefresh() {
      return Math.max(0, (current()?.expiresAt ?? 0) - 60_000 - now());
    },
    async restartAsGuest() {
      // A grant under way would write its session over the guest one: let it land first.
      if (inflight) await inflight.catch(() => undefined);
      access = undefined;
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
