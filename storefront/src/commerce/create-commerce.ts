import { type ClientOptions, createApiClient } from '../api/client';
import { type BotCheckProvider, offlineBotCheck } from './bot-check';
import { cartCommerce } from './cart';
import { cartDeliveryCommerce } from './cart-delivery';
import { catalogueCommerce } from './catalogue';
import type { CommerceDeps } from './commerce-deps';
import { contentCommerce } from './content';
import { createPersistentStore } from './persistent-store';
import { productCommerce } from './product';
import { sessionCommerce } from './session';
import { recoveringCall } from './session-recovery';
import { emptySession, type SessionState } from './session-state';
import { createTokenManager } from './session-tokens';
import { storesCommerce } from './stores';
import { wishlistsCommerce } from './wishlists';

export interface CommerceOptions extends Omit<ClientOptions, 'accessToken' | 'userSessionId'> {
  readonly botCheck?: BotCheckProvider;
  readonly now?: () => number;
  /** localStorage key of the session (tests use their own). */
  readonly sessionKey?: string;
  readonly report?: (error: unknown) => void;
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
  );
  const client = createApiClient({
    ...options,
    accessToken: () => session.get().accessToken,
    userSessionId: () => session.get().usid,
  });
  const tokens = createTokenManager({ client, store: session, now, report: options.report });
  const deps: CommerceDeps = {
    client,
    session,
    tokens,
    now,
    report: options.report ?? (() => undefined),
    botCheckToken: options.botCheck ?? offlineBotCheck,
    call: recoveringCall(client, tokens, session),
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
  };
}

export type Commerce = ReturnType<typeof createCommerce>;
