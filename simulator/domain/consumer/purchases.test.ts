import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contracts/entities/order';
import { purchaseDetails } from '../../../contracts/entities/purchase';
import { historyOrders } from '../../db/seed/consumer-seed-history';
import { isFailure } from '../failure';
import { invoiceDocument } from './documents';
import { detailsView, historyPage, purchaseFromOrder } from './purchases';

const order: Order = {
  orderNumber: 'ORD-000001',
  st: 'st-1',
  status: 'CONFIRMED',
  createdAt: '2026-03-01T10:00:00.000Z',
  email: 'ana@example.com',
  currency: 'USD',
  items: [
    {
      id: 'it-1',
      productId: 'NF0A5G2SBLK',
      name: 'Trail Shoe',
      attributes: [
        { name: 'color', value: 'Black' },
        { name: 'size', value: '9' },
      ],
      qty: 2,
      maxQty: 10,
      available: true,
      price: { original: 100, current: 90, rowTotal: 180 },
    },
  ],
  shipments: [{ shipmentId: 'sh-1', shippingMethod: { code: 'standard', label: 'Standard', price: 5 } }],
  totals: {
    total: 199.4,
    totalDiscount: 20,
    itemTotal: 180,
    shipping: 5,
    tax: 14.4,
    remainingToPay: 0,
    totalUnits: 2,
  },
  paymentMethod: [{ code: 'CREDIT_CARD', amount: 199.4 }],
};
const at = (hours: number) => new Date(Date.parse(order.createdAt) + hours * 3_600_000);

describe('purchases from placed orders', () => {
  it("keep the order's promo summary and flash list, less the settled payment challenge", () => {
    const promo = { promotionId: 'P1', promotionName: 'Spring sale', level: 'ORDER' as const };
    const downgraded = {
      code: 'OrderShippingMethodDowngraded' as const,
      details: { action: 'SHIPPING_METHOD_CHANGED' as const },
      message: 'Ships standard.',
    };
    const challenge = {
      code: 'PaymentNotAuthorized' as const,
      details: { action: 'THREE_DS_CHALLENGE' as const },
      message: 'Authenticate.',
    };
    const purchase = purchaseFromOrder(
      { ...order, promoSummary: [promo], flash: [challenge, downgraded] },
      undefined,
      at(1),
      'x@example.com',
    );
    expect(purchase && purchaseDetails.safeParse(detailsView(purchase)).success).toBe(true);
    expect(purchase?.promoSummary).toEqual([promo]);
    expect(purchase?.flash).toEqual([downgraded]);
    expect(purchaseFromOrder(order, undefined, at(1), 'x@example.com')).not.toHaveProperty('flash');
  });

  it('map an order onto a contract-valid purchase that moves along the timeline', () => {
    const processing = purchaseFromOrder(order, undefined, at(1), 'x@example.com');
    expect(processing && purchaseDetails.safeParse(detailsView(processing)).success).toBe(true);
    expect(processing && detailsView(processing)).toMatchObject({
      status: 'PROCESSING',
      canCancel: true,
      canReturn: false,
    });
    const delivered = purchaseFromOrder(order, undefined, at(100), 'x@example.com');
    expect(delivered && detailsView(delivered)).toMatchObject({
      status: 'DELIVERED',
      canReturn: true,
      items: [{ color: 'Black', size: '9', returnableQty: 2 }],
    });
  });

  it('carry this area’s cancel and returns, and drop failed orders', () => {
    const overlay = {
      orderNumber: order.orderNumber,
      returned: [{ itemId: 'it-1', qty: 1 }],
      returnCount: 1,
    };
    expect(purchaseFromOrder(order, overlay, at(100), '')?.status).toBe('PARTIALLY_RETURNED');
    const cancelled = { ...overlay, returned: [], cancelledAt: at(1).toISOString() };
    expect(purchaseFromOrder(order, cancelled, at(100), '')?.status).toBe('CANCELLED');
    expect(purchaseFromOrder({ ...order, status: 'FAILED' }, undefined, at(1), '')).toBeUndefined();
  });
});

describe('history and documents', () => {
  it('pages newest first with a status filter', () => {
    const purchases = historyOrders().filter((p) => p.consumerId === 'C000100001');
    const page = historyPage(purchases, { start: 0, count: 2 });
    expect(page).toMatchObject({ start: 0, count: 2, total: 5 });
    expect(page.orders.map((o) => o.orderNumber)).toEqual(['EC90000003', 'EC90000004']);
    expect(historyPage(purchases, { start: 0, count: 10, status: ['DELIVERED'] }).total).toBe(1);
  });

  it('answers a PDF invoice in base64, and a credit note only after a cancel or return', () => {
    const delivered = historyOrders()[0];
    if (!delivered) throw new Error('seed');
    const invoice = invoiceDocument(delivered, 'INVOICE', undefined);
    expect(!isFailure(invoice) && atob(invoice.content).startsWith('%PDF-1.4')).toBe(true);
    expect(invoiceDocument(delivered, 'CREDIT_NOTE', undefined)).toMatchObject({ errorId: 'OHS4004' });
    expect(!isFailure(invoiceDocument({ ...delivered, returnCount: 1 }, 'CREDIT_NOTE', undefined))).toBe(
      true,
    );
  });
});
