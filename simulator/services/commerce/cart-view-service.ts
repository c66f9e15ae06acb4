import type { Cart } from '../../../contracts/entities/cart';
import { stableAnswer } from '../../core/stable-answers';
import type { World } from '../../core/world';
import type { CartRecord } from '../../db/commerce-records';
import { type CartViewOptions, cartView } from '../../domain/commerce/cart-view';
import type { ShopperFacts } from '../../domain/commerce/shopper';
import { cartViewKey } from './cart-view-key';
import { gatherCartFacts } from './gather-cart-facts';

/** The contract Cart of a stored cart: its facts gathered from this world, the answer computed purely. */
export function viewCart(
  world: World,
  cart: CartRecord,
  shopper: ShopperFacts,
  options: CartViewOptions = {},
): Cart {
  return cartView(gatherCartFacts(world, cart, shopper), options);
}

/** Answers a world remembers: a shopper's cart and a few others (a QA session with several open carts). */
const REMEMBERED_PER_WORLD = 8;
const remembered = new WeakMap<World, Map<string, Cart>>();

/**
 * viewCart for answers that often repeat (a cart read, a prepareOrder that changes nothing): the facts are
 * gathered every time, but when they are the same as a recent answer's (cart-view-key.ts) the answer is
 * that one, frozen, and its JSON text is reused (core/stable-answers.ts). A cart read far more often than
 * it changes (the storefront reads it on every page) then costs the gathering only. A change always
 * misses, so changes use viewCart and skip the key and the freezing.
 */
export function viewCartRemembered(
  world: World,
  cart: CartRecord,
  shopper: ShopperFacts,
  options: CartViewOptions = {},
): Cart {
  const facts = gatherCartFacts(world, cart, shopper);
  const key = cartViewKey(facts, options);
  let answers = remembered.get(world);
  const known = answers?.get(key);
  if (known) return known;
  const view = stableAnswer(cartView(facts, options));
  if (!answers) {
    answers = new Map();
    remembered.set(world, answers);
  }
  answers.set(key, view);
  if (answers.size > REMEMBERED_PER_WORLD) answers.delete(answers.keys().next().value as string);
  return view;
}
