import type { PurchaseStatus, ReturnLabelRequest } from '../../../contracts/entities/purchase';
import type { ShippingMethodCode } from '../../../contracts/entities/shipping-method';
import type { CatalogueId } from '../../../contracts/errors/error-ids';
import type { PurchaseRecord } from '../../db/account-records';
import { type Failure, failure } from '../failure';

/**
 * Order states after placement, as data. A confirmed order moves along the timeline of its delivery
 * kind by server time; cancel and return read the tables below.
 */
type DeliveryKind = 'home' | 'pickup' | 'sts' | 'digital';

const FULFILMENT_TIMELINE: Readonly<
  Record<DeliveryKind, readonly { afterHours: number; status: PurchaseStatus }[]>
> = {
  home: [
    { afterHours: 0, status: 'PROCESSING' },
    { afterHours: 2, status: 'SHIPPED' },
    { afterHours: 72, status: 'DELIVERED' },
  ],
  pickup: [
    { afterHours: 0, status: 'PROCESSING' },
    { afterHours: 2, status: 'READY_FOR_PICKUP' },
  ],
  sts: [
    { afterHours: 0, status: 'PROCESSING' },
    { afterHours: 2, status: 'SHIPPED' },
    { afterHours: 72, status: 'READY_FOR_PICKUP' },
  ],
  digital: [{ afterHours: 0, status: 'DELIVERED' }],
};

export function deliveryKindOf(code: ShippingMethodCode | undefined): DeliveryKind {
  if (code === 'pickup' || code === 'sts' || code === 'digital') return code;
  return 'home';
}

/** The timeline status of a confirmed order placed at `placedAt`. */
export function timelineStatus(kind: DeliveryKind, placedAt: string, now: Date): PurchaseStatus {
  const hours = (now.getTime() - Date.parse(placedAt)) / 3_600_000;
  let status: PurchaseStatus = 'PROCESSING';
  for (const step of FULFILMENT_TIMELINE[kind]) if (hours >= step.afterHours) status = step.status;
  return status;
}

/** Whole-order cancel is possible before anything ships. */
const CANCELLABLE: readonly PurchaseStatus[] = ['CREATED', 'PROCESSING'];

/** An order past that point answers by its delivery kind: pickup ORD516, ship-to-store ORD517, else ORD518. */
const CANCEL_REFUSAL: Readonly<Record<DeliveryKind, CatalogueId>> = {
  pickup: 'ORD516',
  sts: 'ORD517',
  home: 'ORD518',
  digital: 'ORD518',
};

export const RETURNABLE: readonly PurchaseStatus[] = ['DELIVERED', 'PICKED_UP', 'PARTIALLY_RETURNED'];

const kindOfPurchase = (purchase: PurchaseRecord): DeliveryKind =>
  deliveryKindOf(
    purchase.shipments.find((s) => s.shippingMethod !== 'digital')?.shippingMethod ??
      purchase.shipments[0]?.shippingMethod,
  );

export const canCancel = (purchase: PurchaseRecord): boolean => CANCELLABLE.includes(purchase.status);

export const canReturn = (purchase: PurchaseRecord): boolean =>
  RETURNABLE.includes(purchase.status) && purchase.items.some((item) => item.returnableQty > 0);

/** Undefined when the order can be cancelled; an already cancelled order is not an error (idempotent). */
export function cancelFailure(purchase: PurchaseRecord): Failure | undefined {
  if (purchase.status === 'CANCELLED' || canCancel(purchase)) return undefined;
  return failure(CANCEL_REFUSAL[kindOfPurchase(purchase)]);
}

/** Status once items went back: RETURNED when nothing is left to return, else PARTIALLY_RETURNED. */
export function statusAfterReturn(purchase: PurchaseRecord): PurchaseStatus {
  const left = purchase.items.reduce((sum, item) => sum + item.returnableQty, 0);
  return left === 0 ? 'RETURNED' : 'PARTIALLY_RETURNED';
}

/**
 * Opens a return: each line must be an item of the order within its returnable quantity, else RTN500
 * (the spec's return creation error). Answers the purchase with lowered returnable quantities.
 */
export function applyReturn(
  purchase: PurchaseRecord,
  lines: ReturnLabelRequest['items'],
): PurchaseRecord | Failure {
  if (!RETURNABLE.includes(purchase.status)) {
    return failure('RTN500', `Order ${purchase.orderNumber} cannot be returned while ${purchase.status}.`);
  }
  const items = purchase.items.map((item) => ({ ...item }));
  for (const line of lines) {
    const item = items.find((i) => i.itemId === line.itemId);
    if (!item) return failure('RTN500', `Item ${line.itemId} is not part of order ${purchase.orderNumber}.`);
    if (line.qty > item.returnableQty) {
      return failure('RTN500', `Only ${item.returnableQty} of item ${line.itemId} can be returned.`);
    }
    item.returnableQty -= line.qty;
  }
  const next = { ...purchase, items, returnCount: purchase.returnCount + 1 };
  return { ...next, status: statusAfterReturn(next) };
}
