import type { ApiClient } from '../api/client';
import type { BotCheckProvider } from './bot-check';
import type { PersistentStore } from './persistent-store';
import type { RecoveringCall } from './session-recovery';
import type { SessionState } from './session-state';
import type { TokenManager } from './session-tokens';

/** What every area of the commerce adapter is built from. */
export interface CommerceDeps {
  readonly client: ApiClient;
  /**
   * A call with a valid access token (guest or shopper) obtained first; when the backend refuses that
   * token, it is renewed and the call made once more (commerce/session-recovery.ts).
   */
  readonly call: RecoveringCall;
  readonly session: PersistentStore<SessionState>;
  readonly tokens: TokenManager;
  /** The bot-check response token the sign-in, address and order calls carry (spec 000 section 5). */
  readonly botCheckToken: BotCheckProvider;
  readonly now: () => number;
  /** Where failures that are not the shopper's to see go (token errors other than 403, spec 000 section 8). */
  readonly report: (error: unknown) => void;
}
