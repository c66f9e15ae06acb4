import type {
  AddPriceAdjustmentRequest,
  UpdatePriceAdjustmentRequest,
} from '../../../contracts/entities/promotions';
import type { CartRecord, PriceAdjustmentRecord } from '../../db/commerce-records';
import type { Session } from '../auth/session';
import { type Failure, failure } from '../failure';
import { toMinor } from './money';

/**
 * Manual price adjustments (designed; spec 000 section 7 lists the calls): only an associate selling in
 * store may make them (AUT432 otherwise); an ITEM adjustment needs a line of the cart (ORD404); an amount
 * larger than what it adjusts is PRC400. The store employee id is kept on the adjustment.
 */
export function associateOnly(session: Session): Failure | undefined {
  return session.kind === 'associate' || session.buyInStore
    ? undefined
    : failure('AUT432', 'Only a store associate can adjust prices.');
}

function tooLarge(
  cart: CartRecord,
  adj: Pick<PriceAdjustmentRecord, 'level' | 'itemId' | 'type' | 'value'>,
): boolean {
  if (adj.type !== 'AMOUNT') return false;
  const base =
    adj.level === 'ITEM'
      ? cart.lines.filter((l) => l.id === adj.itemId).reduce((t, l) => t + l.unitPrice * l.qty, 0)
      : cart.lines.filter((l) => l.available).reduce((t, l) => t + l.unitPrice * l.qty, 0);
  return toMinor(adj.value) > base;
}

export function addAdjustment(
  cart: CartRecord,
  body: AddPriceAdjustmentRequest,
  adjustmentId: string,
  session: Session,
): CartRecord | Failure {
  if (body.level === 'ITEM' && !cart.lines.some((l) => l.id === body.itemId)) return failure('ORD404');
  if (tooLarge(cart, body)) return failure('PRC400', 'The adjustment is larger than the price it adjusts.');
  const record: PriceAdjustmentRecord = {
    adjustmentId,
    level: body.level,
    ...(body.itemId ? { itemId: body.itemId } : {}),
    type: body.type,
    value: body.value,
    reasonCode: body.reasonCode,
    ...(session.buyInStore ? { storeEmployeeId: session.buyInStore.storeEmployeeId } : {}),
  };
  return { ...cart, priceAdjustments: [...cart.priceAdjustments, record] };
}

export function updateAdjustment(
  cart: CartRecord,
  adjustmentId: string,
  body: UpdatePriceAdjustmentRequest,
): CartRecord | Failure {
  const current = cart.priceAdjustments.find((a) => a.adjustmentId === adjustmentId);
  if (!current) return failure('API404', `No price adjustment ${adjustmentId} on this cart.`);
  const next: PriceAdjustmentRecord = {
    ...current,
    ...(body.type !== undefined ? { type: body.type } : {}),
    ...(body.value !== undefined ? { value: body.value } : {}),
    ...(body.reasonCode !== undefined ? { reasonCode: body.reasonCode } : {}),
  };
  if (tooLarge(cart, next)) return failure('PRC400', 'The adjustment is larger than the price it adjusts.');
  return {
    ...cart,
    priceAdjustments: cart.priceAdjustments.map((a) => (a.adjustmentId === adjustmentId ? next : a)),
  };
}

export function removeAdjustment(cart: CartRecord, adjustmentId: string): CartRecord | Failure {
  if (!cart.priceAdjustments.some((a) => a.adjustmentId === adjustmentId)) {
    return failure('API404', `No price adjustment ${adjustmentId} on this cart.`);
  }
  return { ...cart, priceAdjustments: cart.priceAdjustments.filter((a) => a.adjustmentId !== adjustmentId) };
}
