import type { PurchaseShipment, PurchaseStatus } from '../../../contracts/entities/purchase';
import type { ShippingMethodCode } from '../../../contracts/entities/shipping-method';
import { toMajor, toMinor } from '../../domain/commerce/money';
import { SHIPMENT_STATUS } from '../../domain/consumer/shipment-status';
import type { PurchaseRecord } from '../account-records';
import { daysBefore } from './consumer-seed-parts';

/**
 * Order history of the documented consumers, placed before the simulator's catalogue existed (their
 * products may not be in the current catalogue). Each status a QA flow needs is present: a delivered
 * order to return, a shipped one that cannot be cancelled, a processing one to cancel, pickup and
 * ship-to-store orders, and a digital gift card whose email can be resent.
 */

interface Line {
  productId: string;
  name: string;
  price: number;
  qty: number;
  color?: string;
  size?: string;
  digital?: boolean;
}

interface HistoryInput {
  orderNumber: string;
  consumerId: string;
  email: string;
  status: PurchaseStatus;
  ageDays: number;
  method: ShippingMethodCode;
  storeId?: string;
  lines: Line[];
  /** The order's promotions and notices (spec 000 section 3), when it has any. */
  promoSummary?: PurchaseRecord['promoSummary'];
  flash?: PurchaseRecord['flash'];
}

const RETURNABLE: readonly PurchaseStatus[] = ['DELIVERED', 'PICKED_UP'];
const SHIPPING_PRICE = { me: 8, standard: 8, pickup: 0, sts: 0, pudo: 5, digital: 0, customs: 15 } as const;

function historyOrder(input: HistoryInput): PurchaseRecord {
  const createdAt = daysBefore(input.ageDays);
  const items = input.lines.map((line, index) => ({
    itemId: `${input.orderNumber}-${index + 1}`,
    productId: line.productId,
    masterId: line.productId.slice(0, 8),
    name: line.name,
    qty: line.qty,
    ...(line.color ? { color: line.color } : {}),
    ...(line.size ? { size: line.size } : {}),
    price: line.price,
    rowTotal: toMajor(toMinor(line.price) * line.qty),
    returnableQty: RETURNABLE.includes(input.status) && !line.digital ? line.qty : 0,
    ...(line.digital ? { isDigitalProduct: true } : {}),
  }));
  const itemTotal = items.reduce((sum, item) => sum + toMinor(item.rowTotal), 0);
  const shipping = toMinor(SHIPPING_PRICE[input.method]);
  const tax = Math.round(itemTotal * 0.1);
  const total = itemTotal + shipping + tax;
  const shipped = !['CREATED', 'PROCESSING', 'CANCELLED', 'READY_FOR_PICKUP'].includes(input.status);
  const shipment: PurchaseShipment = {
    shipmentId: `${input.orderNumber}-S1`,
    shippingMethod: input.method,
    ...(input.storeId ? { storeId: input.storeId } : {}),
    status: SHIPMENT_STATUS[input.status],
    ...(shipped
      ? {
          carrier: 'UPS',
          trackingNumber: `1Z999AA1${input.orderNumber.slice(-8)}`,
          trackingUrl: `https://tracking.example.com/ups/1Z999AA1${input.orderNumber.slice(-8)}`,
          shippedAt: daysBefore(input.ageDays - 1),
        }
      : {}),
    ...(input.status === 'DELIVERED' ? { deliveredAt: daysBefore(Math.max(input.ageDays - 4, 0)) } : {}),
    itemIds: items.map((item) => item.itemId),
  };
  return {
    orderNumber: input.orderNumber,
    orderId: input.orderNumber,
    consumerId: input.consumerId,
    status: input.status,
    createdAt,
    email: input.email,
    currency: 'USD',
    items,
    shipments: [shipment],
    paymentMethod: [{ payment_method_id: 'CREDIT_CARD', amount: toMajor(total), label: 'VISA ****1111' }],
    totals: {
      itemTotal: toMajor(itemTotal),
      discount: 0,
      shipping: toMajor(shipping),
      tax: toMajor(tax),
      total: toMajor(total),
    },
    ...(input.promoSummary ? { promoSummary: input.promoSummary } : {}),
    ...(input.flash ? { flash: input.flash } : {}),
    ...(input.status === 'CANCELLED' ? { cancelledAt: daysBefore(input.ageDays - 1) } : {}),
    returnCount: 0,
  };
}

/** Lines on the catalogue's well-known products (FIXTURE_IDS), so history links to real product pages. */
const JACKET: Line = {
  productId: 'SPJK0001BLK',
  name: "Men's Summit Down Jacket",
  price: 229,
  qty: 1,
  color: 'Black',
  size: 'M',
};
const BOOT: Line = {
  productId: 'SPHB0001EBR',
  name: "Men's Timberline Hiking Boot",
  price: 189,
  qty: 1,
  color: 'Brown',
  size: '9',
};
const SNEAKERS: Line = {
  productId: 'SPSN0001BLK',
  name: "Men's Canyon Low Sneaker",
  price: 95,
  qty: 2,
  color: 'Black',
  size: '10',
};
const FLEECE: Line = {
  productId: 'SPFL0001AGR',
  name: "Men's Glacier Fleece Jacket",
  price: 99,
  qty: 1,
  color: 'Green',
  size: 'L',
};
const GIFT_CARD: Line = {
  productId: 'SPGC0001050',
  name: 'SummitPeak E-Gift Card',
  price: 50,
  qty: 1,
  digital: true,
};

/** Seeded order history; order numbers start with EC9 so they never collide with placed orders. */
export function historyOrders(): PurchaseRecord[] {
  const registered = { consumerId: 'C000100001', email: 'registered@example.com' };
  const loyalty = { consumerId: 'C000100002', email: 'loyalty@example.com' };
  const athlete = { consumerId: 'C000100004', email: 'athlete@example.com' };
  return [
    historyOrder({
      ...registered,
      orderNumber: 'EC90000001',
      status: 'DELIVERED',
      ageDays: 20,
      method: 'standard',
      lines: [JACKET, SNEAKERS],
      // A points promotion: a callout with no price effect, so the totals stay as they are.
      promoSummary: [
        {
          promotionId: 'BASECAMP-2X',
          promotionName: 'Double Basecamp points',
          level: 'ORDER',
          calloutMessage: 'You earned double Basecamp points on this order.',
        },
      ],
    }),
    historyOrder({
      ...registered,
      orderNumber: 'EC90000002',
      status: 'SHIPPED',
      ageDays: 3,
      method: 'standard',
      lines: [BOOT],
      // Ordered for home delivery, which the address could not have: it ships standard.
      flash: [
        {
          code: 'OrderShippingMethodDowngraded',
          details: {
            action: 'SHIPPING_METHOD_CHANGED',
            fromShippingMethod: 'me',
            toShippingMethod: 'standard',
          },
          message:
            'Home delivery was not available for your address: your order ships with standard delivery.',
        },
      ],
    }),
    historyOrder({
      ...registered,
      orderNumber: 'EC90000003',
      status: 'PROCESSING',
      ageDays: 0,
      method: 'me',
      lines: [FLEECE],
    }),
    historyOrder({
      ...registered,
      orderNumber: 'EC90000004',
      status: 'READY_FOR_PICKUP',
      ageDays: 1,
      method: 'pickup',
      storeId: '0412',
      lines: [SNEAKERS],
    }),
    historyOrder({
      ...registered,
      orderNumber: 'EC90000005',
      status: 'CANCELLED',
      ageDays: 40,
      method: 'standard',
      lines: [FLEECE],
    }),
    historyOrder({
      ...loyalty,
      orderNumber: 'EC90000011',
      status: 'DELIVERED',
      ageDays: 12,
      method: 'digital',
      lines: [GIFT_CARD],
    }),
    historyOrder({
      ...loyalty,
      orderNumber: 'EC90000012',
      status: 'SHIPPED',
      ageDays: 2,
      method: 'sts',
      storeId: '0412',
      lines: [BOOT],
    }),
    historyOrder({
      ...athlete,
      orderNumber: 'EC90000021',
      status: 'PICKED_UP',
      ageDays: 30,
      method: 'pickup',
      storeId: '0412',
      lines: [JACKET],
    }),
  ];
}
