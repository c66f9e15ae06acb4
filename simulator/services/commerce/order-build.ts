import type { Order, OrderPaymentMethod } from '../../../contracts/entities/order';
import type { World } from '../../core/world';
import type { CartRecord, InstrumentRecord, OrderRecord } from '../../db/commerce-records';
import { giftLineView, lineView } from '../../domain/commerce/cart-item-view';
import type { CartTotalsBreakdown } from '../../domain/commerce/cart-totals';
import { orderPromotionsOf, promoSummaryOf, totalsView } from '../../domain/commerce/cart-view';
import { flashEntry } from '../../domain/commerce/flash';
import { toMajor } from '../../domain/commerce/money';
import { methodOption, shippingIdOf } from '../../domain/commerce/shipping';
import { lineShippingFacts } from './gather-cart-facts';

/** The order record of a cart being placed (spec 000 section 3, Order; extra fields in docs/decisions.md). */

function paymentLine(inst: InstrumentRecord, amount: number): OrderPaymentMethod {
  const additional: { key: string; value: string }[] = [];
  if (inst.method === 'CREDIT_CARD') {
    additional.push({ key: 'cardType', value: inst.cardType }, { key: 'lastFour', value: inst.lastFour });
  }
  if (inst.method === 'GIFT_CARD') additional.push({ key: 'lastFour', value: inst.number.slice(-4) });
  return {
    code: inst.method,
    id: inst.id,
    amount: toMajor(amount),
    ...(additional.length > 0 ? { additionalData: additional } : {}),
  };
}

interface BuildOrder {
  readonly orderNumber: string;
  /** The order's security token (a guest proves the order with it), minted by the caller. */
  readonly st: string;
  readonly cart: CartRecord;
  readonly totals: CartTotalsBreakdown;
  readonly email: string | undefined;
  readonly consumerId: string | undefined;
  readonly inStoreSalesInfo?: OrderRecord['inStoreSalesInfo'];
  readonly challenge?: { sessionID: string; paymentInstrumentId: string; challengeToken: string } | undefined;
}

export function buildOrder(world: World, input: BuildOrder): OrderRecord {
  const { cart, totals, orderNumber } = input;
  const shipments = new Map<string, Order['shipments'][number]>();
  for (const line of cart.lines.filter((l) => l.available)) {
    const id = shippingIdOf(line.delivery);
    if (!shipments.has(id)) {
      shipments.set(id, {
        shipmentId: `${orderNumber}-${id}`,
        shippingMethod: methodOption(line.delivery.code),
        ...(line.delivery.storeId ? { storeId: line.delivery.storeId } : {}),
      });
    }
  }
  const percent =
    totals.itemTotal > 0 ? Math.round((totals.totalDiscount * 1000) / totals.itemTotal) / 10 : 0;
  const { challenge } = input;
  const where = { locale: cart.locale, currency: cart.currency };
  const orderPromotions = orderPromotionsOf(totals, where);
  return {
    orderNumber,
    st: input.st,
    status: 'CREATED',
    createdAt: world.clock.now().toISOString(),
    ...(input.email ? { email: input.email } : {}),
    currency: cart.currency,
    items: [
      ...cart.lines
        .filter((l) => l.available)
        .map((l) => lineView(cart, l, totals, lineShippingFacts(world, cart, l))),
      ...totals.promotions.gifts.map((g) => giftLineView(g.promotion, g.gift, cart.locale)),
    ],
    shipments: [...shipments.values()],
    totals: { ...totalsView(totals, cart.lines.length > 0), totalDiscountPercentage: Math.min(100, percent) },
    paymentMethod: cart.instruments
      .map((inst) => paymentLine(inst, totals.instrumentAmounts.get(inst.id) ?? 0))
      .filter((p) => (p.amount ?? 0) > 0 || p.code === 'CREDIT_CARD'),
    // The order keeps the texts of its cart's site (an order record is not re-read per page).
    promoSummary: promoSummaryOf(totals, where),
    ...(orderPromotions.length > 0 ? { orderPromotions } : {}),
    ...(challenge
      ? {
          flash: [
            flashEntry('PaymentNotAuthorized', {
              sessionID: challenge.sessionID,
              challengeToken: challenge.challengeToken,
              paymentInstrumentId: challenge.paymentInstrumentId,
            }),
          ],
        }
      : {}),
    ...(cart.shippingAddress ? { shippingAddress: cart.shippingAddress } : {}),
    ...(cart.billingAddress ? { billingAddress: cart.billingAddress } : {}),
    basketId: cart.id,
    ...(input.consumerId ? { consumerId: input.consumerId } : {}),
    ...(input.inStoreSalesInfo ? { inStoreSalesInfo: input.inStoreSalesInfo } : {}),
    couponCodes: totals.promotions.coupons.filter((c) => c.applied).map((c) => c.code),
    giftCardCharges: cart.instruments.flatMap((inst) =>
      inst.method === 'GIFT_CARD' && (totals.instrumentAmounts.get(inst.id) ?? 0) > 0
        ? [{ number: inst.number, amount: totals.instrumentAmounts.get(inst.id) ?? 0 }]
        : [],
    ),
    stockTaken: [],
    ...(challenge
      ? { threeDs: { sessionID: challenge.sessionID, paymentInstrumentId: challenge.paymentInstrumentId } }
      : {}),
  };
}
