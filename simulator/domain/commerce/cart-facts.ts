import { DEFAULT_COUNTRY } from '../../../contracts/common/sites';
import type { Promotion } from '../../db/commerce-config';
import type { CartRecord, InstrumentRecord } from '../../db/commerce-records';
import { CURRENCIES, type Currency } from '../../db/seed/catalogue-types';
import { countryCodeOf } from './address-country';
import { type CartTotalsBreakdown, computeCartTotals, type TotalsInstrument } from './cart-totals';
import { toMinor } from './money';
import { athletePayable, pointsValue } from './payment-rules';
import type { CouponUsage } from './promotions';
import { type LineShippingFacts, STORE_CODES } from './shipping';
import type { ShopperFacts } from './shopper';
import { type TaxRule, taxRuleFor } from './tax';

/**
 * Everything the cart answer depends on, gathered from the world beforehand (simulator/services/commerce/
 * cart-facts.ts): the stored cart, the shopper's account facts, the session's time, the promotions, coupon
 * redemptions, gift card balances, the tax rule, and each line's delivery facts (stock at home and at its
 * store). The totals and the contract Cart are computed from these by pure functions; nothing is stored.
 */
export interface CartFacts {
  readonly cart: CartRecord;
  readonly shopper: ShopperFacts;
  readonly now: Date;
  readonly promotions: readonly Promotion[];
  /** Redemptions so far of the coupon codes that matter to this cart (absent: never redeemed). */
  readonly couponUsage: ReadonlyMap<string, CouponUsage>;
  /** Balance (minor units) of each gift card on the cart, by card number (absent: 0). */
  readonly giftCardBalances: ReadonlyMap<string, number>;
  readonly taxRule: TaxRule | undefined;
  /** Delivery facts of each line, by line id. */
  readonly lineShipping: ReadonlyMap<string, LineShippingFacts>;
}

/** The cart's catalogue currency (a stored cart always holds one; anything else reads as USD). */
export const cartCurrency = (cart: CartRecord): Currency =>
  (CURRENCIES as readonly string[]).includes(cart.currency) ? (cart.currency as Currency) : 'USD';

/** The store a cart's tax may come from: the store of its first store delivery. */
export const taxStoreIdOf = (cart: CartRecord): string | undefined =>
  cart.lines.find((l) => STORE_CODES.includes(l.delivery.code) && l.delivery.storeId)?.delivery.storeId;

/**
 * Where tax is charged: the shipping address, else the store of a store delivery (its location, when the
 * store is known), else the billing address.
 */
export function taxRuleOf(
  cart: CartRecord,
  store: { countryCode: string; province?: string | undefined } | undefined,
): TaxRule | undefined {
  if (cart.shippingAddress) {
    return taxRuleFor(countryCodeOf(cart.shippingAddress, DEFAULT_COUNTRY), cart.shippingAddress.province);
  }
  if (store) return taxRuleFor(store.countryCode, store.province);
  if (cart.billingAddress)
    return taxRuleFor(countryCodeOf(cart.billingAddress, DEFAULT_COUNTRY), cart.billingAddress.province);
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

/** How far each instrument can pay: fixed capacities first, the card, Klarna or PayPal pays the rest. */
function instrumentCapacities(
  cart: CartRecord,
  shopper: ShopperFacts,
  giftCardBalances: ReadonlyMap<string, number>,
): TotalsInstrument[] {
  return [...cart.instruments]
    .sort((a, b) => PAY_ORDER[a.method] - PAY_ORDER[b.method])
    .map((inst) => {
      switch (inst.method) {
        case 'GIFT_CARD':
          return { id: inst.id, capacity: giftCardBalances.get(inst.number) ?? 0 };
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

/** The totals of a cart from its gathered facts. Derived, never stored. */
export function cartTotals(facts: CartFacts): CartTotalsBreakdown {
  const { cart, shopper } = facts;
  return computeCartTotals({
    lines: cart.lines.map((l) => ({
      id: l.id,
      unitPrice: l.unitPrice,
      qty: l.qty,
      isDigital: l.isDigital,
      available: l.available,
      delivery: l.delivery,
    })),
    promotions: facts.promotions,
    couponCodes: cart.coupons.map((c) => c.code),
    couponContext: {
      now: facts.now,
      consumerType: shopper.consumerType,
      employeeTermsAccepted: shopper.employee?.termsAccepted ?? false,
      shopperKey: shopper.consumerId ?? cart.billingAddress?.email?.toLowerCase(),
      usage: (code) => facts.couponUsage.get(code),
    },
    adjustments: cart.priceAdjustments,
    rewards: cart.appliedLoyaltyVoucher ? toMinor(cart.appliedLoyaltyVoucher.amountInCurrency) : 0,
    taxRule: facts.taxRule,
    instruments: instrumentCapacities(cart, shopper, facts.giftCardBalances),
  });
}
