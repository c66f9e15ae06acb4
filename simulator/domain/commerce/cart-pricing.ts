import type { World } from '../../core/world';
import type { CartRecord, InstrumentRecord } from '../../db/commerce-records';
import type { Currency } from '../../db/seed/catalogue-types';
import { countryCodeOf } from './address-check';
import { type CartTotalsBreakdown, computeCartTotals, type TotalsInstrument } from './cart-totals';
import { storeLocation } from './catalogue-port';
import { toMinor } from './money';
import { athletePayable, pointsValue } from './payment-rules';
import type { CouponUsage } from './promotions';
import { STORE_CODES } from './shipping';
import type { ShopperFacts } from './shopper';
import { type TaxRule, taxRuleFor } from './tax';

/**
 * Prices a stored cart: gathers what computeCartTotals needs from the world (gift card balances, coupon
 * redemptions, the tax location, the shopper's athlete credit) and nothing else. Derived, never stored.
 */

export const cartCurrency = (cart: CartRecord): Currency => (cart.currency === 'CAD' ? 'CAD' : 'USD');

/** Where tax is charged: the shipping address, else the store of a store delivery, else the billing address. */
export function taxLocation(world: World, cart: CartRecord): TaxRule | undefined {
  if (cart.shippingAddress) {
    return taxRuleFor(countryCodeOf(cart.shippingAddress), cart.shippingAddress.province);
  }
  const storeLine = cart.lines.find((l) => STORE_CODES.includes(l.delivery.code) && l.delivery.storeId);
  const store = storeLine?.delivery.storeId ? storeLocation(world, storeLine.delivery.storeId) : undefined;
  if (store) return taxRuleFor(store.countryCode, store.province);
  if (cart.billingAddress)
    return taxRuleFor(countryCodeOf(cart.billingAddress), cart.billingAddress.province);
  return undefined;
}

const PAY_ORDER: Readonly<Record<InstrumentRecord['method'], number>> = {
  GIFT_CARD: 0,
  REWARD_CODE: 1,
  REWARD_CARD: 2,
  LOYALTY_POINTS: 3,
  ATHLETES_PAYMENT: 4,
  CREDIT_CARD: 5,
  KLARNA: 5,
  PAYPAL: 5,
};

export function giftCardBalance(world: World, number: string): number {
  return world.db.commerce.giftCards.findFirst((q) => q.where({ number }))?.balance ?? 0;
}

/** How far each instrument can pay: fixed capacities first, the card, Klarna or PayPal pays the rest. */
export function instrumentCapacities(
  world: World,
  cart: CartRecord,
  shopper: ShopperFacts,
): TotalsInstrument[] {
  return [...cart.instruments]
    .sort((a, b) => PAY_ORDER[a.method] - PAY_ORDER[b.method])
    .map((inst) => {
      switch (inst.method) {
        case 'GIFT_CARD':
          return { id: inst.id, capacity: giftCardBalance(world, inst.number) };
        case 'LOYALTY_POINTS':
          return { id: inst.id, capacity: pointsValue(inst.points) };
        case 'ATHLETES_PAYMENT': {
          const payable = athletePayable(shopper, inst.requested);
          return { id: inst.id, capacity: typeof payable === 'number' ? payable : 0 };
        }
        case 'REWARD_CODE':
        case 'REWARD_CARD':
          return { id: inst.id, capacity: inst.value };
        default:
          return { id: inst.id, capacity: 'rest' as const };
      }
    });
}

export function couponUsageOf(world: World, code: string): CouponUsage | undefined {
  return world.db.commerce.couponUsage.findFirst((q) => q.where({ code })) ?? undefined;
}

export function priceCart(world: World, cart: CartRecord, shopper: ShopperFacts): CartTotalsBreakdown {
  return computeCartTotals({
    lines: cart.lines.map((l) => ({
      id: l.id,
      unitPrice: l.unitPrice,
      qty: l.qty,
      isDigital: l.isDigital,
      available: l.available,
      delivery: l.delivery,
    })),
    promotions: world.db.commerce.promotions,
    couponCodes: cart.coupons.map((c) => c.code),
    couponContext: {
      now: world.clock.now(),
      consumerType: shopper.consumerType,
      employeeTermsAccepted: shopper.employee?.termsAccepted ?? false,
      shopperKey: shopper.consumerId ?? cart.billingAddress?.email?.toLowerCase(),
      usage: (code) => couponUsageOf(world, code),
    },
    currency: cart.currency,
    adjustments: cart.priceAdjustments,
    rewards: cart.appliedLoyaltyVoucher ? toMinor(cart.appliedLoyaltyVoucher.amountInCurrency) : 0,
    taxRule: taxLocation(world, cart),
    instruments: instrumentCapacities(world, cart, shopper),
  });
}
