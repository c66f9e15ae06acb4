import type { World } from '../../core/world';
import type { CartLineRecord, CartRecord } from '../../db/commerce-records';
import { type CartFacts, cartTotals, taxRuleOf, taxStoreIdOf } from '../../domain/commerce/cart-facts';
import type { CartTotalsBreakdown } from '../../domain/commerce/cart-totals';
import { type CouponUsage, normaliseCode } from '../../domain/commerce/promotions';
import type { LineShippingFacts } from '../../domain/commerce/shipping';
import type { ShopperFacts } from '../../domain/commerce/shopper';
import type { TaxRule } from '../../domain/commerce/tax';
import { stockAtHome, storeFacts, storeLocation } from './catalogue-port';

/**
 * Gathers what a cart's totals and answer depend on from the world (gift card balances, coupon redemptions,
 * promotions, the tax location, stock per line, the session's time) into CartFacts; the pure functions in
 * simulator/domain/commerce compute from those. Derived, never stored.
 */

/** Where tax is charged (the store of a store delivery is looked up in this world). */
export function taxLocation(world: World, cart: CartRecord): TaxRule | undefined {
  const storeId = cart.shippingAddress ? undefined : taxStoreIdOf(cart);
  return taxRuleOf(cart, storeId ? storeLocation(world, storeId) : undefined);
}

function giftCardBalance(world: World, number: string): number {
  return world.db.commerce.giftCards.findFirst((q) => q.where({ number }))?.balance ?? 0;
}

export function couponUsageOf(world: World, code: string): CouponUsage | undefined {
  return world.db.commerce.couponUsage.findFirst((q) => q.where({ code })) ?? undefined;
}

/** A line's delivery facts: its stock at home and at its store (or the cart's favourite store). */
export function lineShippingFacts(world: World, cart: CartRecord, line: CartLineRecord): LineShippingFacts {
  const storeId = line.delivery.storeId ?? cart.favoriteStoreId;
  const store = storeFacts(world, storeId, line.sku);
  return {
    qty: line.qty,
    isDigital: line.isDigital,
    isCustoms: line.isCustoms && line.recipeId !== undefined,
    homeStock: line.isDigital ? Number.POSITIVE_INFINITY : stockAtHome(world, line.sku),
    ...(store ? { store } : {}),
  };
}

/** The facts of a cart as this world holds them now. */
export function gatherCartFacts(world: World, cart: CartRecord, shopper: ShopperFacts): CartFacts {
  const promotions = world.db.commerce.promotions;
  // Redemptions matter only for the codes on the cart (the rules look a code up as its promotion spells it).
  const codes = new Set(cart.coupons.flatMap((c) => [c.code, normaliseCode(c.code)]));
  const couponUsage = new Map<string, CouponUsage>();
  for (const code of codes) {
    const usage = couponUsageOf(world, code);
    if (usage) couponUsage.set(code, usage);
  }
  const giftCardBalances = new Map<string, number>();
  for (const inst of cart.instruments) {
    if (inst.method === 'GIFT_CARD') giftCardBalances.set(inst.number, giftCardBalance(world, inst.number));
  }
  return {
    cart,
    shopper,
    now: world.clock.now(),
    promotions,
    couponUsage,
    giftCardBalances,
    taxRule: taxLocation(world, cart),
    lineShipping: new Map(cart.lines.map((l) => [l.id, lineShippingFacts(world, cart, l)])),
  };
}

export function priceCart(world: World, cart: CartRecord, shopper: ShopperFacts): CartTotalsBreakdown {
  return cartTotals(gatherCartFacts(world, cart, shopper));
}
