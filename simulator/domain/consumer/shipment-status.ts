import type { PurchaseShipment, PurchaseStatus } from '../../../contracts/entities/purchase';

/*
 * A leaf (contracts only): the seed's order history (db/seed/consumer-seed-history.ts) reads this table too,
 * so it must not pull in the purchase rules and their record types.
 */

/** The status a purchase's shipment shows for each order status (one table for placed and seeded orders). */
export const SHIPMENT_STATUS: Readonly<Record<PurchaseStatus, PurchaseShipment['status']>> = {
  CREATED: 'PENDING',
  PROCESSING: 'PENDING',
  PARTIALLY_SHIPPED: 'SHIPPED',
  SHIPPED: 'IN_TRANSIT',
  DELIVERED: 'DELIVERED',
  READY_FOR_PICKUP: 'READY_FOR_PICKUP',
  PICKED_UP: 'PICKED_UP',
  CANCELLED: 'CANCELLED',
  PARTIALLY_RETURNED: 'DELIVERED',
  RETURNED: 'DELIVERED',
};
