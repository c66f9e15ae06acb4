import type { RequestBodyInputOf, ResponseBodyOf } from '../../../contracts/registry/types';
import {
  type CartSnapshot,
  emptyCartSnapshot,
  linesToReAdd,
  reAddBody,
  recoveryFor,
  snapshotOf,
} from './cart-recovery';
import type { CommerceDeps } from './commerce-deps';
import { createPersistentStore } from './persistent-store';
import { isSignedIn } from './session-state';

export type Cart = ResponseBodyOf<'getCart'>;
export type CartItem = Cart['items'][number];
export type CartAndSavedForLater = ResponseBodyOf<'saveItemForLater'>;
/** What an add takes: the addCartItem body without the cart id (the adapter knows the cart). */
export type AddToCartInput = Omit<RequestBodyInputOf<'addCartItem'>, 'cartId'>;
export type CartItemChange = Omit<RequestBodyInputOf<'updateCartItem'>, 'itemId'>;

/** What the cart adapter tells the UI about a recovery it made (the UI shows a message, reloads). */
export type CartRecoveryEvent =
  | {
      readonly kind: 'recreated';
      readonly cartId: string;
      /** Lines that could not be re-added (gone, no stock); the others are back. */
      readonly lost: number;
    }
  | {
      readonly kind: 'reset';
      readonly cartId: string;
      readonly reloadAfterMs: number;
      readonly error: unknown;
    };

const CART_SNAPSHOT_KEY = 'storefront.cart';
/** The expansions the cart page shows (shipments for the delivery choices, approaching promotions, summary). */
const CART_VIEW = { expand: 'shippingMethods,approachingPromotions,promoSummary' } as const;

/**
 * The cart area of the commerce adapter (spec 000 sections 4, 7, 8). The current cart id lives in the
 * session (basketId, persisted); a snapshot of the last known lines is persisted next to it so a cart that
 * is gone (CART_NOT_FOUND, BSK404) is recreated with the same items and the call retried once. A cart of
 * another customer (INVALID_CUSTOMER, AUT498) is dropped and a new one created; the UI is told (events) to
 * show the message and reload. Adding uses createCart then addCartItem (not createCartWithItem): one path
 * for every add, which also carries recipe, gift option, delivery and the saved-for-later link.
 */
export function cartCommerce(deps: CommerceDeps) {
  const snapshot = createPersistentStore<CartSnapshot>(CART_SNAPSHOT_KEY, emptyCartSnapshot);
  const listeners = new Set<(event: CartRecoveryEvent) => void>();
  const emit = (event: CartRecoveryEvent) => {
    for (const listener of listeners) listener(event);
  };
  /** A created cart not yet adopted: the first add adopts it with its answer, so no one reads it empty. */
  let pending: Promise<string> | undefined;
  let pendingUsid: string | undefined;
  let recreating: Promise<string> | undefined;

  const currentId = (): string | undefined => deps.session.get().basketId;
  const adopt = (cartId: string | undefined) => {
    pending = undefined;
    deps.session.set((s) => ({ ...s, basketId: cartId }));
  };

  // Carts of sessions the backend no longer accepted (the token layer dropped them for a guest session):
  // whatever such a cart answers now (gone, another shopper's), the call runs once on this session's cart.
  const staleCarts = new Set<string>();
  // A guest's stale cart with lines to bring back: the next cart call recreates it (CART_NOT_FOUND's rule).
  // A shopper's lines stay with their account and come back when they sign in.
  let orphan: string | undefined;
  deps.tokens.onStaleSession((dropped) => {
    if (!dropped.basketId) return;
    staleCarts.add(dropped.basketId);
    if (!isSignedIn(dropped) && linesToReAdd(snapshot.get(), dropped.basketId).length > 0)
      orphan = dropped.basketId;
  });

  // Carts the session let go (ordered, replaced, signed out of). A late answer about one of them (a read
  // that was on its way while the order was placed) must not make it the shopper's cart again.
  const letGo = new Set<string>();
  let lastId = currentId();
  deps.session.subscribe(() => {
    const id = currentId();
    if (lastId && id !== lastId) letGo.add(lastId);
    lastId = id;
  });

  /** A cart just created is this session's, even when a backend that forgot its carts reuses an old id. */
  function created(cartId: string): string {
    letGo.delete(cartId);
    staleCarts.delete(cartId);
    return cartId;
  }

  /** Every cart answer passes here: the snapshot follows the last known cart. */
  function remember<T extends Cart>(cart: T): T {
    if (cart.id === currentId() || !letGo.has(cart.id)) {
      if (cart.id !== currentId()) adopt(cart.id);
      snapshot.set(snapshotOf(cart));
    }
    return cart;
  }

  /** The cart to change: the stored one, else a new one (one creation for concurrent callers). */
  function cartForChange(): Promise<string> {
    const id = currentId();
    if (id) return Promise.resolve(id);
    if (orphan) return recreate(orphan);
    // A cart created for an earlier session (before a sign-in or sign-out) is not this shopper's.
    if (pendingUsid !== deps.session.get().usid) pending = undefined;
    pendingUsid = deps.session.get().usid;
    pending ??= deps.call('createCart', { body: {} }).then(
      (cart) => created(cart.id),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }

  /** The current cart id, creating and storing a cart when there is none. */
  async function ensureCart(): Promise<string> {
    const id = await cartForChange();
    if (currentId() !== id) adopt(id);
    return id;
  }

  /** A new cart holding the lines the shopper had in `missingId`; a line that cannot come back is dropped. */
  async function recreate(missingId: string): Promise<string> {
    const id = currentId();
    if (id && id !== missingId) return id; // another call already recreated it
    recreating ??= (async () => {
      const lines = linesToReAdd(snapshot.get(), missingId);
      // The new id is adopted once the lines are back, so no one reads the cart half refilled.
      let cart = await deps.call('createCart', { body: {} });
      const cartId = created(cart.id);
      let lost = 0;
      for (const line of lines) {
        try {
          cart = await deps.call('addCartItem', { body: reAddBody(line, cartId) });
        } catch {
          lost += 1;
        }
      }
      remember(cart);
      if (orphan === missingId) orphan = undefined;
      emit({ kind: 'recreated', cartId, lost });
      return cartId;
    })().finally(() => {
      recreating = undefined;
    });
    return recreating;
  }

  /** INVALID_CUSTOMER: forget the stored cart, create a new one, tell the UI (message, then reload). */
  async function reset(reloadAfterMs: number, error: unknown): Promise<void> {
    adopt(undefined);
    snapshot.set(emptyCartSnapshot());
    let cartId = '';
    try {
      const cart = await deps.call('createCart', { body: {} });
      created(cart.id);
      cartId = remember(cart).id;
    } finally {
      emit({ kind: 'reset', cartId, reloadAfterMs, error });
    }
  }

  /** Runs a call on the current cart (created when none) with the catalogue's recovery: recreate and retry once, or reset. */
  async function withCart<T>(run: (cartId: string) => Promise<T>): Promise<T> {
    const stored = currentId();
    const cartId = await cartForChange();
    try {
      return await run(cartId);
    } catch (error) {
      const recovery = recoveryFor(error);
      if (recovery && staleCarts.has(cartId)) return run(await cartForChange());
      // The stored cart was let go while the call ran (its order was placed, the shopper signed out): a
      // late read of it finds it gone, and it is not brought back.
      if (recovery?.kind === 'recreate' && stored === cartId && !currentId()) throw error;
      if (recovery?.kind === 'recreate') return run(await recreate(cartId));
      if (recovery?.kind === 'reset') await reset(recovery.reloadAfterMs, error);
      throw error;
    }
  }

  const rememberBoth = (answer: CartAndSavedForLater): CartAndSavedForLater => {
    remember(answer.cart);
    deps.session.set((s) => ({ ...s, saveForLaterId: answer.saveForLater.saveForLaterId }));
    return answer;
  };

  const updateItem = (itemId: string, change: CartItemChange): Promise<Cart> =>
    withCart(async (basketId) =>
      remember(
        await deps.call('updateCartItem', {
          params: { basketId },
          query: CART_VIEW,
          body: { itemId, ...change },
        }),
      ),
    );

  return {
    /** The stored cart id, or undefined before the first add. */
    cartId: currentId,
    ensureCart,
    /** The current cart (with approaching promotions and the promotion summary), or null when there is none. */
    async getCart(): Promise<Cart | null> {
      if (!currentId() && !orphan) return null;
      return withCart(async (basketId) =>
        remember(await deps.call('getCart', { params: { basketId }, query: CART_VIEW })),
      );
    },
    /** Adds a product (quantity 1 by default), creating the cart when there is none. */
    addItem(input: AddToCartInput): Promise<Cart> {
      return withCart(async (cartId) =>
        remember(await deps.call('addCartItem', { body: { ...input, cartId } })),
      );
    },
    updateItem,
    updateQuantity: (itemId: string, qty: number): Promise<Cart> => updateItem(itemId, { qty }),
    removeItem(itemId: string): Promise<Cart> {
      return withCart(async (cartId) =>
        remember(await deps.call('removeCartItem', { body: { cartId, itemId } })),
      );
    },
    applyCoupon(code: string): Promise<Cart> {
      return withCart(async (cartId) =>
        remember(await deps.call('applyCoupon', { query: CART_VIEW, body: { cartId, code } })),
      );
    },
    removeCoupon(code: string): Promise<Cart> {
      return withCart(async (cartId) =>
        remember(await deps.call('removeCoupon', { body: { cartId, code } })),
      );
    },
    /** Moves a line to the saved-for-later list (created on the first save). */
    saveForLater(itemId: string): Promise<CartAndSavedForLater> {
      const { saveForLaterId } = deps.session.get();
      return withCart(async (cartId) =>
        rememberBoth(
          await deps.call('saveItemForLater', {
            body: { cartId, itemId, ...(saveForLaterId ? { saveForLaterId } : {}) },
          }),
        ),
      );
    },
    /** Moves saved entries into the cart; the lines keep the link to their saved entry. */
    moveSavedToCart(saveForLaterId: string, itemIds: readonly string[]): Promise<CartAndSavedForLater> {
      return withCart(async (basketId) =>
        rememberBoth(
          await deps.call('moveSavedItemsToCart', {
            params: { basketId },
            body: { saveForLaterId, itemIds: [...itemIds] },
          }),
        ),
      );
    },
    async removeSavedItem(saveForlaterId: string, itemId: string) {
      return deps.call('removeSavedForLaterItem', { params: { saveForlaterId, itemId } });
    },
    /** Forgets the stored cart (sign-out, order placed); the next add creates a new one. */
    forget(): void {
      adopt(undefined);
      snapshot.set(emptyCartSnapshot());
    },
    /** A cart answer another area got (delivery method, gift option): keeps the snapshot and id current. */
    noteCart: (cart: Cart): Cart => remember(cart),
    /** The last known lines, persisted (recovery re-adds them). */
    snapshot: () => snapshot.get(),
    /** Recoveries the UI reacts to (the expired-cart notice, the invalid-customer message and reload). */
    onRecovery(listener: (event: CartRecoveryEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    // Delivery and gift options (features/cart/delivery)
  };
}

export type CartCommerce = ReturnType<typeof cartCommerce>;
