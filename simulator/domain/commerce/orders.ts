import type { Order } from '../../../contracts/entities/order';
import type { World } from '../../core/world';
import type { OrderRecord } from '../../db/commerce-records';

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
    ...order
  } = structuredClone(record);
  return order;
}

export function findOrder(world: World, orderNumber: string): Order | undefined {
  const record = world.db.commerce.orders.findFirst((q) => q.where({ orderNumber }));
  return record ? orderView(record) : undefined;
}

/** Orders placed by a signed-in consumer, newest first (guest orders attached later are the users area's). */
export function ordersOfConsumer(world: World, consumerId: string): Order[] {
  return world.db.commerce.orders
    .findMany((q) => q.where({ consumerId }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.orderNumber.localeCompare(a.orderNumber))
    .map(orderView);
}

/** The store employee and store an associate's order was sold by (spec 000 section 6). */
export function inStoreSalesInfoOf(world: World, orderNumber: string): OrderRecord['inStoreSalesInfo'] {
  return world.db.commerce.orders.findFirst((q) => q.where({ orderNumber }))?.inStoreSalesInfo;
}
