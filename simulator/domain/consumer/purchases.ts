import type { Order } from '../../../contracts/entities/order';
import type {
  PurchaseDetails,
  PurchaseHistoryEntry,
  PurchaseStatus,
  TrackOrderResponse,
} from '../../../contracts/entities/purchase';
import type { OrderOverlayRecord, PurchaseRecord } from '../../db/account-records';
import {
  canCancel,
  canReturn,
  deliveryKindOf,
  RETURNABLE,
  statusAfterReturn,
  timelineStatus,
} from './purchase-rules';
import { SHIPMENT_STATUS } from './shipment-status';

const SHIPPED: readonly PurchaseStatus[] = [
  'SHIPPED',
  'PARTIALLY_SHIPPED',
  'DELIVERED',
  'PARTIALLY_RETURNED',
  'RETURNED',
];

/** The status of a placed order: its own (created, cancelled), else the fulfilment timeline. */
function placedStatus(
  order: Order,
  overlay: OrderOverlayRecord | undefined,
  now: Date,
): PurchaseStatus | undefined {
  if (overlay?.cancelledAt || order.status === 'CANCELLED') return 'CANCELLED';
  if (order.status === 'FAILED') return undefined;
  if (order.status === 'CREATED' || order.status === 'PAYMENT_PENDING') return 'CREATED';
  const kind = deliveryKindOf(
    order.shipments.find((s) => s.shippingMethod.code !== 'digital')?.shippingMethod.code ??
      order.shipments[0]?.shippingMethod.code,
  );
  return timelineStatus(kind, order.createdAt, now);
}

const attribute = (item: Order['items'][number], name: string) =>
  item.attributes?.find((a) => a.name.toLowerCase() === name)?.value;

/**
 * A placed order (commerce area) as the consumer's purchase, with what this area recorded on it (owner,
 * cancel, returned quantities). A failed order is not a purchase (undefined).
 */
export function purchaseFromOrder(
  order: Order,
  overlay: OrderOverlayRecord | undefined,
  now: Date,
  fallbackEmail: string,
): PurchaseRecord | undefined {
  const status = placedStatus(order, overlay, now);
  if (!status) return undefined;
  const returnable = RETURNABLE.includes(status);
  const items = order.items.map((item) => {
    const returned = overlay?.returned.find((r) => r.itemId === item.id)?.qty ?? 0;
    const color = attribute(item, 'color');
    const size = attribute(item, 'size');
    return {
      itemId: item.id,
      productId: item.productId,
      ...(item.masterId ? { masterId: item.masterId } : {}),
      name: item.name ?? item.productId,
      qty: item.qty,
      ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
      ...(color ? { color } : {}),
      ...(size ? { size } : {}),
      price: item.price.amount ?? item.price.current,
      rowTotal: item.price.rowTotal,
      returnableQty: returnable && !item.isDigitalProduct ? Math.max(0, item.qty - returned) : 0,
      ...(item.isDigitalProduct ? { isDigitalProduct: true } : {}),
    };
  });
  const shipments = order.shipments.map((shipment) => {
    const code = shipment.shippingMethod.code;
    const shipped = SHIPPED.includes(status) && code !== 'pickup' && code !== 'digital';
    const tracking = `1Z999AA1${order.orderNumber.replace(/\W/g, '').slice(-8)}`;
    const onShipment = order.items.filter((item) =>
      item.shippingOptions?.some((o) => o.selected && o.shippingMethod.code === code),
    );
    return {
      shipmentId: shipment.shipmentId,
      shippingMethod: code,
      ...(shipment.storeId ? { storeId: shipment.storeId } : {}),
      status: SHIPMENT_STATUS[status],
      ...(shipped
        ? {
            carrier: 'UPS',
            trackingNumber: tracking,
            trackingUrl: `https://tracking.example.com/ups/${tracking}`,
          }
        : {}),
      itemIds: (onShipment.length > 0 || order.shipments.length > 1 ? onShipment : order.items).map(
        (item) => item.id,
      ),
    };
  });
  // The placed order's notices, less the payment challenge it asked for at placement (settled by now).
  const notices = (order.flash ?? []).filter((f) => f.details.action !== 'THREE_DS_CHALLENGE');
  const record: PurchaseRecord = {
    orderNumber: order.orderNumber,
    orderId: order.orderNumber,
    status,
    createdAt: order.createdAt,
    email: order.email || fallbackEmail,
    currency: order.currency,
    items,
    shipments,
    ...(order.billingAddress ? { billingAddress: order.billingAddress } : {}),
    paymentMethod: order.paymentMethod.map((p) => ({ payment_method_id: p.code, amount: p.amount ?? 0 })),
    totals: {
      itemTotal: order.totals.itemTotal,
      discount: order.totals.totalDiscount,
      shipping: order.totals.shipping ?? 0,
      tax: order.totals.tax ?? 0,
      total: order.totals.total,
    },
    ...(order.promoSummary?.length ? { promoSummary: order.promoSummary } : {}),
    ...(notices.length ? { flash: notices } : {}),
    ...(overlay?.consumerId ? { consumerId: overlay.consumerId } : {}),
    ...(overlay?.cancelledAt ? { cancelledAt: overlay.cancelledAt } : {}),
    returnCount: overlay?.returnCount ?? 0,
  };
  const anyReturned = (overlay?.returned ?? []).some((r) => r.qty > 0);
  return anyReturned && returnable ? { ...record, status: statusAfterReturn(record) } : record;
}

export function detailsView(purchase: PurchaseRecord): PurchaseDetails {
  const { consumerId: _c, cancelledAt: _x, returnCount: _r, ...details } = purchase;
  return { ...structuredClone(details), canCancel: canCancel(purchase), canReturn: canReturn(purchase) };
}

function historyEntry(purchase: PurchaseRecord): PurchaseHistoryEntry {
  return {
    orderNumber: purchase.orderNumber,
    orderId: purchase.orderId,
    status: purchase.status,
    createdAt: purchase.createdAt,
    total: purchase.totals.total,
    currency: purchase.currency,
    itemCount: purchase.items.reduce((sum, item) => sum + item.qty, 0),
    items: purchase.items.slice(0, 3).map((item) => ({
      itemId: item.itemId,
      productId: item.productId,
      name: item.name,
      qty: item.qty,
      ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
    })),
  };
}

export function trackView(purchase: PurchaseRecord): TrackOrderResponse {
  const entry = historyEntry(purchase);
  return {
    orderNumber: purchase.orderNumber,
    status: purchase.status,
    createdAt: purchase.createdAt,
    items: entry.items,
    shipments: structuredClone(purchase.shipments),
  };
}

/** One page of purchases, newest first, optionally filtered by status. */
export function historyPage(
  purchases: readonly PurchaseRecord[],
  page: { start: number; count: number; status?: PurchaseStatus[] | undefined },
) {
  const matching = purchases
    .filter((p) => !page.status || page.status.includes(p.status))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const orders = matching.slice(page.start, page.start + page.count).map(historyEntry);
  return { orders, start: page.start, count: orders.length, total: matching.length };
}
