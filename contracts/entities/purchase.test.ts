import { describe, expect, it } from 'vitest';
import { purchaseDetails, purchaseHistoryRequest, returnLabelRequest, trackOrderRequest } from './purchase';

const item = {
  itemId: 'it-1',
  productId: 'NF0A5G2S',
  name: 'Trail Jacket',
  qty: 1,
  price: 189.95,
  rowTotal: 189.95,
  returnableQty: 1,
};
const details = {
  orderNumber: 'EC00012345',
  orderId: 'EC00012345',
  status: 'SHIPPED',
  createdAt: '2026-03-01T10:00:00.000Z',
  email: 'ana@example.com',
  currency: 'USD',
  items: [item],
  shipments: [
    {
      shipmentId: 'sh-1',
      shippingMethod: 'me',
      status: 'IN_TRANSIT',
      carrier: 'UPS',
      trackingNumber: '1Z999',
      itemIds: ['it-1'],
    },
  ],
  paymentMethod: [{ payment_method_id: 'CREDIT_CARD', amount: 199.9 }],
  totals: { itemTotal: 189.95, discount: 0, shipping: 0, tax: 9.95, total: 199.9 },
  canCancel: false,
  canReturn: true,
};

describe('purchase', () => {
  it('accepts order details with tracking', () => {
    expect(purchaseDetails.safeParse(details).success).toBe(true);
  });

  it('rejects an unknown status, an unknown shipping method and an order without items', () => {
    expect(purchaseDetails.safeParse({ ...details, status: 'LOST' }).success).toBe(false);
    expect(
      purchaseDetails.safeParse({
        ...details,
        shipments: [{ ...details.shipments[0], shippingMethod: 'drone' }],
      }).success,
    ).toBe(false);
    expect(purchaseDetails.safeParse({ ...details, items: [] }).success).toBe(false);
  });

  it('pages history with defaults and bounds', () => {
    expect(purchaseHistoryRequest.parse({})).toEqual({ start: 0, count: 10 });
    expect(purchaseHistoryRequest.safeParse({ count: 500 }).success).toBe(false);
  });

  it('rejects a return of zero items or a zero quantity, and a track request without email', () => {
    expect(
      returnLabelRequest.safeParse({ items: [{ itemId: 'it-1', qty: 1, reasonCode: 'TOO_SMALL' }] }).success,
    ).toBe(true);
    expect(returnLabelRequest.safeParse({ items: [] }).success).toBe(false);
    expect(
      returnLabelRequest.safeParse({ items: [{ itemId: 'it-1', qty: 0, reasonCode: 'TOO_SMALL' }] }).success,
    ).toBe(false);
    expect(trackOrderRequest.safeParse({ orderNumber: 'EC00012345' }).success).toBe(false);
  });
});
