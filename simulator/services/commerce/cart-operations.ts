import type { MainCallHeaders } from '../../../contracts/common/headers';
import type { Cart, CartViewQuery } from '../../../contracts/entities/cart';
import type { World } from '../../core/world';
import type { CartRecord } from '../../db/commerce-records';
import { writeCart } from '../../db/commerce-store';
import type { Session } from '../../domain/auth/session';
import { nextCartState } from '../../domain/commerce/checkout-flow';
import { type Failure, isFailure } from '../../domain/failure';
import { updateSession } from '../auth/session-service';
import { shopperOf } from './account-port';
import { type CartIdVia, loadOwnedCart } from './cart-access';
import { lapseReservation, refreshCart } from './cart-refresh';
import { viewCart, viewCartRemembered } from './cart-view-service';

/**
 * What the cart handlers share: load the caller's cart, let a domain function produce the next state,
 * save it, and answer the contract Cart. Flash entries and notices of the previous answer are cleared by
 * the next change (they were shown); `refresh=true` re-checks stock and prices first.
 */

interface CallContext {
  readonly world: World;
  readonly accessToken: string | undefined;
  readonly headers: Readonly<Pick<MainCallHeaders, 'x-region' | 'x-locale'>>;
  readonly query?: Readonly<CartViewQuery> | undefined;
}

interface Loaded {
  readonly session: Session;
  readonly cart: CartRecord;
}

const viewOptions = (ctx: CallContext) => ({
  expand: ctx.query?.expand,
  region: ctx.headers['x-region'],
  locale: ctx.headers['x-locale'],
});

export function view(ctx: CallContext, session: Session, cart: CartRecord): Cart {
  return viewCart(ctx.world, cart, shopperOf(ctx.world, session), viewOptions(ctx));
}

/** The cart answer, remembered: for answers that repeat while nothing changes (viewCartRemembered). */
export function rememberedView(ctx: CallContext, session: Session, cart: CartRecord): Cart {
  return viewCartRemembered(ctx.world, cart, shopperOf(ctx.world, session), viewOptions(ctx));
}

/** The caller's cart, with a lapsed reservation given back (saved when it changed). */
export async function load(ctx: CallContext, basketId: string, via: CartIdVia): Promise<Loaded | Failure> {
  const owned = loadOwnedCart(ctx.world, ctx.accessToken, basketId, via);
  if (isFailure(owned)) return owned;
  const cart = await lapseReservation(ctx.world, owned.cart);
  if (cart !== owned.cart) await writeCart(ctx.world.db.commerce, cart);
  return { session: owned.session, cart };
}

/** Reads a cart (refresh=true re-checks stock and prices and saves what changed). */
export async function readAnswer(
  ctx: CallContext,
  basketId: string,
  via: CartIdVia,
): Promise<{ body: Cart } | Failure> {
  const loaded = await load(ctx, basketId, via);
  if (isFailure(loaded)) return loaded;
  let cart = loaded.cart;
  if (ctx.query?.refresh) {
    // The stored record (kept as it was when the refresh changed nothing): the remembered answer keys on it.
    cart = await writeCart(
      ctx.world.db.commerce,
      (await refreshCart(ctx.world, { ...cart, flash: [] })).cart,
    );
  }
  return { body: rememberedView(ctx, loaded.session, cart) };
}

type Change = (loaded: Loaded) => CartRecord | Failure | Promise<CartRecord | Failure>;

/** Applies a change to the caller's cart and answers the new cart. */
export async function changeCart(
  ctx: CallContext,
  basketId: string,
  via: CartIdVia,
  change: Change,
): Promise<{ body: Cart } | Failure> {
  const loaded = await load(ctx, basketId, via);
  if (isFailure(loaded)) return loaded;
  const fresh: CartRecord = { ...loaded.cart, flash: [], customerNotifications: [] };
  const changed = await change({ session: loaded.session, cart: fresh });
  if (isFailure(changed)) return changed;
  const next = ctx.query?.refresh ? (await refreshCart(ctx.world, changed)).cart : changed;
  const state = nextCartState(next.checkout, 'CHANGE') ?? next.checkout;
  const saved: CartRecord = { ...next, checkout: state === 'CLOSED' ? next.checkout : state };
  await writeCart(ctx.world.db.commerce, saved);
  return { body: view(ctx, loaded.session, saved) };
}

/** A new cart becomes the session's cart: the cart and the session's link to it are written. */
export async function openCart(world: World, session: Session, cart: CartRecord): Promise<void> {
  await writeCart(world.db.commerce, cart);
  await updateSession(world, session.token, { basketId: cart.id });
}
