import type { Cart } from '../../../contracts/entities/cart';
import type { CartShippingMethod } from '../../../contracts/entities/shipping-method';
import type { CartRecord } from '../../db/commerce-records';
import { type CartFacts, cartTotals } from './cart-facts';
import { destinationOf, giftLineView, lineView } from './cart-item-view';
import type { CartTotalsBreakdown } from './cart-totals';
import { toMajor } from './money';
import { acceptedMethods } from './payment-methods';
import { instrumentsView } from './payment-view';
import { approachingMessage, promotionTexts, type TextLocale } from './promotion-texts';
import type { AppliedDiscount, ApproachingPromotion } from './promotions';
import {
  candidateCodes,
  type LineShippingFacts,
  methodAvailability,
  methodOption,
  shippingIdOf,
} from './shipping';

/**
 * The contract Cart of a stored cart: totals derived now, lines with their delivery options, and the
 * sections `expand` asks for (paymentMethods, shippingMethods, approachingPromotions, promoSummary).
 */
export interface CartViewOptions {
  readonly expand?: string | undefined;
  readonly region?: string | undefined;
  /** The page's locale (x-locale): the language of the promotions' texts; the cart's own locale without one. */
  readonly locale?: string | undefined;
}

export function totalsView(t: CartTotalsBreakdown, hasLines: boolean): Cart['totals'] {
  const orderLevel = t.orderDiscount + t.orderAdjustments;
  return {
    total: toMajor(t.total),
    totalDiscount: toMajor(t.totalDiscount),
    itemTotal: toMajor(t.itemTotal),
    totalWithoutTax: toMajor(t.total - (t.tax ?? 0)),
    ...(hasLines ? { shipping: toMajor(t.shipping) } : {}),
    ...(t.tax !== undefined ? { tax: toMajor(t.tax), taxAmount: toMajor(t.taxAmount ?? 0) } : {}),
    remainingToPay: toMajor(t.remainingToPay),
    totalUnits: t.totalUnits,
    itemSubTotal: toMajor(t.itemTotal - t.productDiscount - t.itemAdjustments),
    netAmount: toMajor(t.total - (t.taxAmount ?? 0)),
    ...(t.rewards > 0 ? { appliedRewards: toMajor(t.rewards) } : {}),
    ...(orderLevel > 0 ? { discount: -toMajor(orderLevel) } : {}),
  };
}

const orderPromotionView = (d: AppliedDiscount, where: TextLocale) => ({
  promotionId: d.promotion.id,
  campaignId: d.promotion.campaignId,
  ...(d.couponCode ? { couponCode: d.couponCode } : {}),
  price: -toMajor(d.amount),
  ...promotionTexts(d.promotion, where),
  level: d.promotion.level,
});

const approachingView = (a: ApproachingPromotion, where: TextLocale) => ({
  id: a.promotion.id,
  message: approachingMessage(a.promotion, a.missing, where),
  contexts: a.contexts,
});

/** The order and shipping promotions with their amounts (cart and order answers alike), named in `where`'s language. */
export function orderPromotionsOf(
  t: CartTotalsBreakdown,
  where: TextLocale,
): NonNullable<Cart['orderPromotions']> {
  return [...t.promotions.orderDiscounts, ...t.promotions.shippingDiscounts].map((d) =>
    orderPromotionView(d, where),
  );
}

/** The applied promotions, named in `where`'s language with amounts in its currency. */
export function promoSummaryOf(t: CartTotalsBreakdown, where: TextLocale): NonNullable<Cart['promoSummary']> {
  const applied = [
    ...[...t.promotions.lineDiscounts.values()].flat().map((d) => d.promotion),
    ...t.promotions.orderDiscounts.map((d) => d.promotion),
    ...t.promotions.shippingDiscounts.map((d) => d.promotion),
    ...t.promotions.gifts.map((g) => g.promotion),
  ];
  const unique = [...new Map(applied.map((p) => [p.id, p])).values()];
  return unique.map((p) => {
    const { promotionName, calloutMessage } = promotionTexts(p, where);
    return {
      promotionId: p.id,
      promotionName,
      level: p.level,
      calloutMessage,
      approachingDisplayLevel: 'cart',
    };
  });
}

/** A line's gathered delivery facts (a line the facts do not cover has no stock anywhere). */
function shippingFactsOf(
  lineShipping: ReadonlyMap<string, LineShippingFacts>,
  line: CartRecord['lines'][number],
): LineShippingFacts {
  return (
    lineShipping.get(line.id) ?? {
      qty: line.qty,
      isDigital: line.isDigital,
      isCustoms: line.isCustoms && line.recipeId !== undefined,
      homeStock: line.isDigital ? Number.POSITIVE_INFINITY : 0,
    }
  );
}

function shipmentsView(
  cart: CartRecord,
  lineShipping: ReadonlyMap<string, LineShippingFacts>,
): CartShippingMethod[] {
  const groups = new Map<string, CartRecord['lines']>();
  for (const line of cart.lines) {
    const id = shippingIdOf(line.delivery);
    groups.set(id, [...(groups.get(id) ?? []), line]);
  }
  const dest = destinationOf(cart);
  return [...groups.entries()].map(([shippingId, lines]) => {
    const first = lines[0] as CartRecord['lines'][number];
    const extra = cart.shipments.find((s) => s.shippingId === shippingId);
    const facts = lines.map((l) => shippingFactsOf(lineShipping, l));
    const codes = candidateCodes(facts[0] ?? { qty: 1, isDigital: false, isCustoms: false, homeStock: 0 });
    return {
      shippingId,
      code: first.delivery.code,
      ...(first.delivery.storeId ? { storeId: first.delivery.storeId } : {}),
      ...(extra?.pudoPoint ? { pudoPoint: extra.pudoPoint } : {}),
      ...(extra?.contact ? { address: extra.contact } : {}),
      applicableShippingMethods: codes
        .filter((code) => facts.every((f) => methodAvailability(code, f, dest)))
        .map(methodOption),
    };
  });
}

/** The contract Cart computed from a cart's gathered facts (pure). */
export function cartView(facts: CartFacts, options: CartViewOptions = {}): Cart {
  const { cart, shopper } = facts;
  const totals = cartTotals(facts);
  const expand = new Set((options.expand ?? '').split(',').filter(Boolean));
  const where: TextLocale = { locale: options.locale ?? cart.locale, currency: cart.currency };
  const items = [
    ...cart.lines.map((line) => lineView(cart, line, totals, shippingFactsOf(facts.lineShipping, line))),
    ...totals.promotions.gifts.map((g) => giftLineView(g.promotion, g.gift, cart.locale)),
  ];
  const orderPromotions = orderPromotionsOf(totals, where);
  return {
    id: cart.id,
    currency: cart.currency,
    totalItems: totals.totalUnits,
    totals: totalsView(totals, cart.lines.length > 0),
    items,
    ...(cart.instruments.length > 0
      ? { payment_instruments: instrumentsView(cart, totals, shopper, facts.giftCardBalances) }
      : {}),
    ...(expand.has('paymentMethods')
      ? {
          paymentMethods: acceptedMethods({
            region: options.region,
            shopper,
            cartBuysGiftCards: cart.lines.some((l) => l.isDigital),
            total: totals.total,
          }),
        }
      : {}),
    ...(expand.has('shippingMethods') ? { shippingMethods: shipmentsView(cart, facts.lineShipping) } : {}),
    ...(cart.coupons.length > 0
      ? {
          couponItems: totals.promotions.coupons.map((c) => ({
            couponItemId: cart.coupons.find((k) => k.code === c.code)?.couponItemId,
            ...c,
          })),
        }
      : {}),
    ...(orderPromotions.length > 0 ? { orderPromotions } : {}),
    ...(expand.has('promoSummary') ? { promoSummary: promoSummaryOf(totals, where) } : {}),
    ...(expand.has('approachingPromotions')
      ? { approachingPromotions: totals.promotions.approaching.map((a) => approachingView(a, where)) }
      : {}),
    ...(cart.priceAdjustments.length > 0
      ? {
          priceAdjustments: cart.priceAdjustments.map((a) => ({
            ...a,
            price: -toMajor(totals.adjustmentAmounts.get(a.adjustmentId) ?? 0),
          })),
        }
      : {}),
    ...(cart.appliedLoyaltyVoucher ? { appliedLoyaltyVoucher: cart.appliedLoyaltyVoucher } : {}),
    ...(cart.flash.length > 0 ? { flash: cart.flash } : {}),
    ...(cart.customerNotifications.length > 0 ? { customerNotifications: cart.customerNotifications } : {}),
    ...(cart.favoriteStoreId ? { favoriteStoreId: cart.favoriteStoreId } : {}),
    verifiedShippingAddress: cart.verifiedShippingAddress,
    ...(cart.shippingAddress ? { shippingAddress: cart.shippingAddress } : {}),
    ...(cart.billingAddress ? { billingAddress: cart.billingAddress } : {}),
    ...(cart.buyInStoreSession ? { buyInStoreSession: cart.buyInStoreSession } : {}),
    ...(cart.reservedUntil ? { reservedUntil: cart.reservedUntil } : {}),
  };
}
