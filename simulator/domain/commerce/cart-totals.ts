import type { ShippingMethodCode } from '../../../contracts/entities/shipping-method';
import type { Promotion } from '../../db/commerce-config';
import { allocate, type Minor, percentOf, sum, toMinor } from './money';
import { type CouponContext, evaluatePromotions, type PromotionOutcome } from './promotions';
import { shippingCost } from './shipping';
import { type TaxRule, taxContained, taxOnTop } from './tax';

/**
 * Cart totals, derived on every view and never stored (spec 000 section 3). Everything in minor units;
 * the invariants the tests hold: total = itemTotal - totalDiscount + shipping + tax, and
 * remainingToPay = total - what the payment instruments cover. Lines that are not available
 * (out of stock, discontinued) stay in the cart but add nothing to the money totals.
 */

export interface TotalsLine {
  readonly id: string;
  readonly unitPrice: Minor;
  readonly qty: number;
  readonly isDigital: boolean;
  readonly available: boolean;
  readonly delivery: { code: ShippingMethodCode; storeId?: string | undefined };
}

interface TotalsAdjustment {
  readonly adjustmentId: string;
  readonly level: 'ITEM' | 'ORDER';
  readonly itemId?: string | undefined;
  readonly type: 'AMOUNT' | 'PERCENT';
  /** Major units for AMOUNT, percent for PERCENT. */
  readonly value: number;
}

/** A payment instrument's reach: a fixed capacity, or 'rest' for the one that pays whatever is left. */
export interface TotalsInstrument {
  readonly id: string;
  readonly capacity: Minor | 'rest';
}

export interface TotalsInput {
  readonly lines: readonly TotalsLine[];
  readonly promotions: readonly Promotion[];
  readonly couponCodes: readonly string[];
  readonly couponContext: CouponContext;
  readonly adjustments?: readonly TotalsAdjustment[];
  /** Loyalty voucher applied to the cart, minor units. */
  readonly rewards?: Minor;
  /** Undefined while the delivery location is unknown: tax then stays absent. */
  readonly taxRule?: TaxRule | undefined;
  readonly instruments?: readonly TotalsInstrument[];
}

interface LineTotals {
  readonly rowTotal: Minor;
  readonly itemDiscount: Minor;
  readonly priceAfterItemDiscount: Minor;
  readonly priceAfterOrderDiscount: Minor;
  readonly tax: Minor;
}

export interface CartTotalsBreakdown {
  readonly itemTotal: Minor;
  readonly productDiscount: Minor;
  readonly itemAdjustments: Minor;
  readonly orderDiscount: Minor;
  readonly orderAdjustments: Minor;
  readonly rewards: Minor;
  readonly shipping: Minor;
  readonly shippingDiscount: Minor;
  readonly totalDiscount: Minor;
  /** Tax added on top; undefined while the location is unknown. */
  readonly tax: Minor | undefined;
  /** Tax the total contains (on top, or VAT inside inclusive prices). */
  readonly taxAmount: Minor | undefined;
  readonly total: Minor;
  readonly remainingToPay: Minor;
  readonly totalUnits: number;
  readonly lines: ReadonlyMap<string, LineTotals>;
  readonly adjustmentAmounts: ReadonlyMap<string, Minor>;
  readonly instrumentAmounts: ReadonlyMap<string, Minor>;
  readonly promotions: PromotionOutcome;
}

function adjustmentAmount(adjustment: TotalsAdjustment, base: Minor): Minor {
  const raw = adjustment.type === 'PERCENT' ? percentOf(base, adjustment.value) : toMinor(adjustment.value);
  return Math.max(0, Math.min(base, raw));
}

/** Instruments pay in order; fixed ones up to their capacity, 'rest' ones whatever is left. */
export function allocateInstruments(
  total: Minor,
  instruments: readonly TotalsInstrument[],
): Map<string, Minor> {
  const amounts = new Map<string, Minor>();
  let left = total;
  for (const inst of instruments) {
    const amount = inst.capacity === 'rest' ? left : Math.max(0, Math.min(left, inst.capacity));
    amounts.set(inst.id, amount);
    left -= amount;
  }
  return amounts;
}

export function computeCartTotals(input: TotalsInput): CartTotalsBreakdown {
  const counted = input.lines.filter((l) => l.available);
  const rowTotals = new Map(counted.map((l) => [l.id, l.unitPrice * l.qty]));
  const deliveries = counted.map((l) => l.delivery);
  const cost = shippingCost(deliveries);

  const promotions = evaluatePromotions({
    promotions: input.promotions,
    lines: counted.map((l) => ({ id: l.id, rowTotal: rowTotals.get(l.id) ?? 0, isDigital: l.isDigital })),
    couponCodes: input.couponCodes,
    homeShipping: cost.promotable,
    ctx: input.couponContext,
  });

  // Line level: product promotions, then associate item adjustments.
  const adjustmentAmounts = new Map<string, Minor>();
  const afterItem = new Map<string, Minor>();
  let productDiscount = 0;
  let itemAdjustments = 0;
  for (const line of counted) {
    const row = rowTotals.get(line.id) ?? 0;
    const promo = sum((promotions.lineDiscounts.get(line.id) ?? []).map((d) => d.amount));
    let net = row - promo;
    productDiscount += promo;
    for (const adj of (input.adjustments ?? []).filter((a) => a.level === 'ITEM' && a.itemId === line.id)) {
      const amount = adjustmentAmount(adj, net);
      adjustmentAmounts.set(adj.adjustmentId, amount);
      itemAdjustments += amount;
      net -= amount;
    }
    afterItem.set(line.id, net);
  }

  // Order level: order promotions, associate order adjustments, then the loyalty voucher.
  const merchandise = sum([...afterItem.values()]);
  const orderDiscount = Math.min(merchandise, sum(promotions.orderDiscounts.map((d) => d.amount)));
  let orderBase = merchandise - orderDiscount;
  let orderAdjustments = 0;
  for (const adj of (input.adjustments ?? []).filter((a) => a.level === 'ORDER')) {
    const amount = adjustmentAmount(adj, orderBase);
    adjustmentAmounts.set(adj.adjustmentId, amount);
    orderAdjustments += amount;
    orderBase -= amount;
  }
  const rewards = Math.max(0, Math.min(orderBase, input.rewards ?? 0));
  orderBase -= rewards;

  const orderLevel = orderDiscount + orderAdjustments + rewards;
  const ids = counted.map((l) => l.id);
  const spread = allocate(
    orderLevel,
    ids.map((id) => afterItem.get(id) ?? 0),
  );
  const shippingDiscount = Math.min(cost.total, sum(promotions.shippingDiscounts.map((d) => d.amount)));
  const shippingNet = cost.total - shippingDiscount;

  const rule = input.taxRule;
  const lines = new Map<string, LineTotals>();
  let lineTax = 0;
  let containedTax = 0;
  ids.forEach((id, index) => {
    const afterOrder = (afterItem.get(id) ?? 0) - (spread[index] ?? 0);
    const tax = rule ? taxOnTop(afterOrder, rule) : 0;
    lineTax += tax;
    containedTax += rule ? taxContained(afterOrder, rule) : 0;
    const row = rowTotals.get(id) ?? 0;
    const after = afterItem.get(id) ?? 0;
    lines.set(id, {
      rowTotal: row,
      itemDiscount: row - after,
      priceAfterItemDiscount: after,
      priceAfterOrderDiscount: afterOrder,
      tax,
    });
  });
  const tax = rule ? lineTax + taxOnTop(shippingNet, rule) : undefined;
  const taxAmount = rule ? containedTax + taxContained(shippingNet, rule) : undefined;

  const itemTotal = sum([...rowTotals.values()]);
  const totalDiscount = productDiscount + itemAdjustments + orderLevel + shippingDiscount;
  const total = itemTotal - totalDiscount + cost.total + (tax ?? 0);
  const instrumentAmounts = allocateInstruments(total, input.instruments ?? []);
  const remainingToPay = total - sum([...instrumentAmounts.values()]);

  return {
    itemTotal,
    productDiscount,
    itemAdjustments,
    orderDiscount,
    orderAdjustments,
    rewards,
    shipping: cost.total,
    shippingDiscount,
    totalDiscount,
    tax,
    taxAmount,
    total,
    remainingToPay,
    totalUnits: sum(input.lines.map((l) => l.qty)),
    lines,
    adjustmentAmounts,
    instrumentAmounts,
    promotions,
  };
}
