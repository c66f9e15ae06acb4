import '../api/checkout-operations';
import type { RequestBodyInputOf, ResponseBodyOf } from '../../../contracts/registry/types';
import type { Cart, cartCommerce } from './cart';
import type { CommerceDeps } from './commerce-deps';
import type { sessionCommerce } from './session';
import { type SessionState, sessionFromToken } from './session-state';

export type AgentLoginInput = RequestBodyInputOf<'agentLogin'>;
export type AgentLoginAnswer = ResponseBodyOf<'agentLogin'>;
export type AssociateStore = ResponseBodyOf<'listStores'>['stores'][number];
export type StoreEmployee = ResponseBodyOf<'listStoreEmployees'>['employees'][number];
export type PriceAdjustmentInput = RequestBodyInputOf<'addPriceAdjustment'>;
export type PriceAdjustment = NonNullable<Cart['priceAdjustments']>[number];

/**
 * The session an agent login opens (spec 000 sections 3, 6): the employee's tokens and the buy-in-store
 * session. Nothing of the device's previous session is carried over: no guest cart is adopted or shared
 * with the employee session (the cart is created on the associate's first add, as a buy-in-store cart),
 * and no favorites or saved-for-later ids (associates do not load them).
 */
export function sessionFromAgentLogin(
  current: SessionState,
  answer: AgentLoginAnswer,
  now: number,
): SessionState {
  return {
    ...sessionFromToken(current, answer, now),
    basketId: answer.basketId,
    favoriteId: undefined,
    saveForLaterId: undefined,
    buyInStore: answer.buyInStore,
  };
}

/** What the associate area uses of the core areas. */
export interface AssociateParts {
  readonly deps: CommerceDeps;
  readonly cart: Pick<ReturnType<typeof cartCommerce>, 'cartId' | 'forget' | 'noteCart'>;
  readonly session: Pick<ReturnType<typeof sessionCommerce>, 'signOut'>;
}

/**
 * The in-store associate area of the commerce adapter (checkout chunk: it registers the checkout's
 * operation routes). Built from the core areas: `associateCommerce(useCommerce())`.
 */
export function associateCommerce({ deps, cart, session }: AssociateParts) {
  const currentCart = (): string => {
    const basketId = cart.cartId();
    if (!basketId) throw new Error('There is no cart to adjust.');
    return basketId;
  };

  return {
    /** The stores an associate can sign in to (those that sell in buy-in-store mode), by name. */
    async stores(countryCode?: string): Promise<AssociateStore[]> {
      const { stores } = await deps.call('listStores', { query: countryCode ? { countryCode } : {} });
      return stores.filter((s) => s.buyInStoreEnabled).sort((a, b) => a.storeName.localeCompare(b.storeName));
    },

    /** The employees of a store (STR404 for an unknown store). */
    async employees(storeId: string): Promise<StoreEmployee[]> {
      return (await deps.call('listStoreEmployees', { params: { storeId } })).employees;
    },

    /**
     * Agent login: the answer's EMPLOYEE tokens and buy-in-store session become the session. The device's
     * cart is forgotten first, so the employee session never adopts or recreates it.
     */
    async signIn(input: AgentLoginInput): Promise<AgentLoginAnswer> {
      const answer = await deps.call('agentLogin', { body: input });
      cart.forget();
      await deps.tokens.adopt(answer, sessionFromAgentLogin);
      return answer;
    },

    /**
     * Associate logout (spec 000 section 4): revokes the employee session, forgets its cart and starts a
     * clean guest session; the UI then goes to the associate login.
     */
    async endInStoreSession(): Promise<void> {
      cart.forget();
      await session.signOut();
    },

    /** Adjusts a line (level ITEM with its itemId) or the whole order of the current cart. */
    async addPriceAdjustment(body: PriceAdjustmentInput): Promise<Cart> {
      const answer = await deps.call('addPriceAdjustment', { params: { basketId: currentCart() }, body });
      return cart.noteCart(answer);
    },

    async removePriceAdjustment(adjustmentId: string): Promise<Cart> {
      const answer = await deps.call('removePriceAdjustment', {
        params: { basketId: currentCart(), adjustmentId },
      });
      return cart.noteCart(answer);
    },
  };
}
