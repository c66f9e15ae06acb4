import type { Order } from '../../../contracts/entities/order';
import type { World } from '../../core/world';
import type { OrderRecord } from '../../db/commerce-records';
import { readOrder, writeOrder } from '../../db/commerce-store';
import { nextOrderStatus } from '../../domain/commerce/checkout-flow';
import { type Failure, failure } from '../../domain/failure';
import { giveBack } from './order-ledger';

/**
 * Placed orders as other areas read them (the users area builds purchase history, track order, cancel,
 * returns and invoices from these). Contract Orders, without the commerce area's internal fields.
 */
export function orderView(record: OrderRecord): Order {
  const {
    basketId: _basketId,
    consumerId: _consumerId,
    couponCodes: _codes,
    giftCardCharges: _charges,
    stockTaken: _stock,
    threeDs: _threeDs,
    cancelledAt: _cancelledAt,
    ...order
  } = structuredClone(record);
  return order;
}

export function findOrder(world: World, orderNumber: string): Order | undefined {
  const record = readOrder(world.db.commerce, orderNumber);
  return record ? orderView(record) : undefined;
}

/** Orders placed by a signed-in consumer, newest first (guest orders attached later are the users area's). */
export function ordersOfConsumer(world: World, consumerId: string): Order[] {
  return world.db.commerce.orders
    .filter((o) => o.consumerId === consumerId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.orderNumber.localeCompare(a.orderNumber))
    .map(orderView);
}

/**
 * Cancels a placed order (the users area's CancelOrder calls this after its own checks: whole order, before
 * anything ships). The status change follows ORDER_FLOW (CONFIRMED or PAYMENT_PENDING to CANCELLED), and
 * the order gives back what it took, as a failed order does: stock, gift card balances and coupon
 * redemptions. Cancelling a cancelled order answers it unchanged (idempotent, nothing given back twice).
 * OHS4004 for an unknown order, ORD409 for one that cannot be cancelled (a failed order).
 */
export async function cancelOrder(world: World, orderNumber: string, at: string): Promise<Order | Failure> {
  const record = readOrder(world.db.commerce, orderNumber);
  if (!record) return failure('OHS4004');
  if (record.status === 'CANCELLED') return orderView(record);
  const status = nextOrderStatus(record.status, 'CANCELLED');
  if (!status) return failure('ORD409', `Order ${orderNumber} cannot be cancelled.`);
  const { flash: _challenge, ...rest } = record;
  const next: OrderRecord = { ...rest, status, cancelledAt: at };
  await writeOrder(world.db.commerce, next);
  await giveBack(world, record, record.consumerId ?? record.billingAddress?.email?.toLowerCase());
  return orderView(next);
}

/** The store employee and store an associate's order was sold by (spec 000 section 6). */
export function inStoreSalesInfoOf(world: World, orderNumber: string): OrderRecord['inStoreSalesInfo'] {
  return readOrder(world.db.commerce, orderNumber)?.inStoreSalesInfo;
}
