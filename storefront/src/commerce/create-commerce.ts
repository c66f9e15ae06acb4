import { type CallInput, type ClientOptions, createApiClient } from '../api/client';
import { type BotCheckProvider, offlineBotCheck } from './bot-check';
import type { PresentBotChallenge } from './bot-defence/bot-challenge';
import { botDefendedCall } from './bot-defence/bot-defended-call';
import { cartCommerce } from './cart';
import { cartDeliveryCommerce } from './cart-delivery';
import { catalogueCommerce } from './catalogue';
import type { CommerceDeps } from './commerce-deps';
import { contentCommerce } from './content';
import { createPersistentStore } from './persistent-store';
import { productCommerce } from './product';
import { sessionCommerce } from './session';
import { recoveringCall } from './session-recovery';
import { emptySession, restoreSession, type SessionState } from './session-state';
import { createTokenManager } from './session-tokens';
import { storesCommerce } from './stores';
import type { TokenLock } from './token-lock';
import { wishlistsCommerce } from './wishlists';

export interface CommerceOptions extends Omit<ClientOptions, 'accessToken' | 'userSessionId'> {
  readonly botCheck?: BotCheckProvider;
  /**
   * Presents the bot-defence challenge when a call answers 403 with an appId (spec 000 section 8); the call is
   * then made once more if it was solved. Without one, such a 403 is thrown as it is.
   */
  readonly botChallenge?: PresentBotChallenge;
  readonly now?: () => number;
  /** localStorage key of the session (tests use their own). */
  readonly sessionKey?: string;
  readonly report?: (error: unknown) => void;
  /** The lock token work runs under (default the browser's Web Lock; tests give two "tabs" one lock). */
  readonly tokenLock?: TokenLock;
}

export const SESSION_STORAGE_KEY = 'storefront.session';

/**
 * The commerce adapter the UI talks to (`commerce.cart.addItem(...)`), built on the registry-derived client.
 * Another backend plugs in by providing an object of the same `Commerce` shape.
 */
export function createCommerce(options: CommerceOptions) {
  const now = options.now ?? Date.now;
  const session = createPersistentStore<SessionState>(
    options.sessionKey ?? SESSION_STORAGE_KEY,
    emptySession,
    {
      restore: restoreSession,
      shared: true,
    },
  );
  const client = createApiClient({
    ...options,
    accessToken: () => tokens.accessToken(),
    userSessionId: () => session.get().usid,
  });
  const tokens = createTokenManager({
    client,
    store: session,
    now,
    report: options.report,
    lock: options.tokenLock,
  });
  const deps: CommerceDeps = {
    client,
    session,
    tokens,
    now,
    report: options.report ?? (() => undefined),
    botCheckToken: options.botCheck ?? offlineBotCheck,
    call: botDefendedCall(recoveringCall(client, tokens), options.botChallenge),
  };
  const cart = cartCommerce(deps);
  return {
    deps,
    session: sessionCommerce(deps),
    cart,
    cartDelivery: cartDeliveryCommerce(deps, cart),
    catalogue: catalogueCommerce(deps),
    product: productCommerce(deps),
    content: contentCommerce(deps),
    stores: storesCommerce(deps),
    wishlists: wishlistsCommerce(deps),
    /** Tells the backend an answer left its contract (validateResponse): a plain call, no token renewal. */
    reportContractDrift: (input: CallInput<'validateResponse'>) => client.call('validateResponse', input),
  };
}

export type Commerce = ReturnType<typeof createCommerce>;
