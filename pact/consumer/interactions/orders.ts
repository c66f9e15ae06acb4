import { expect } from 'vitest';
import '../../../storefront/src/api/account-operations';
import { bodyOf, errorOf, handlingRoutes, interaction, type Outcome } from '../pact-interaction';

/** The catalogue routes the order page shows an error by (order-errors.ts: the sticky error toast). */
const toasted = (outcome: Outcome) =>
  expect(handlingRoutes(errorOf(outcome))).toContain('sticky-error-toast');

/**
 * The account's orders and the guest's order status (storefront/src/commerce/account/orders.ts): the history,
 * an order, its invoice, cancel, return label and gift card email, and tracking by number and email. Each id
 * the order pages branch on has its interaction.
 */
export const orderInteractions = [
  interaction('getPurchaseHistory', {
    description: "a request for the first page of the shopper's orders",
    states: ['a signed-in shopper with past orders'],
    input: () => ({ body: { start: 0, count: 10 } }),
    check: (outcome) => {
      const page = bodyOf(outcome) as { orders: { createdAt: string }[]; total: number };
      expect(page.total).toBeGreaterThanOrEqual(4);
      const dates = page.orders.map((o) => o.createdAt);
      expect(dates).toEqual([...dates].sort().reverse()); // newest first
    },
  }),
  interaction('getPurchaseHistory', {
    description: 'a request for the order history without a profile (a sticky error toast)',
    states: ['the order history has no profile to read'],
    input: () => ({ body: { start: 0, count: 10 } }),
    error: { errorId: 'PRO404', route: 'sticky-error-toast' },
    check: toasted,
  }),
  interaction('getPurchase', {
    description: 'a request for a delivered order',
    states: ['a signed-in shopper with past orders'],
    input: (v) => ({ params: { orderId: v.deliveredOrder } }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ status: 'DELIVERED', canReturn: true }),
  }),
  interaction('getPurchase', {
    description: 'a request for an order the shopper does not have (a sticky error toast)',
    states: ['a signed-in shopper with past orders'],
    input: () => ({ params: { orderId: 'EC00000000' } }),
    error: { errorId: 'OHS4004', route: 'sticky-error-toast' },
    check: toasted,
  }),
  interaction('downloadInvoice', {
    description: "a request for a delivered order's invoice",
    states: ['a signed-in shopper with past orders'],
    input: (v) => ({ query: { orderNumber: v.deliveredOrder }, body: { documentType: 'INVOICE' } }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ contentType: 'application/pdf' }),
  }),
  interaction('downloadInvoice', {
    description: 'a request for the invoice of an order the shopper does not have',
    states: ['a signed-in shopper with past orders'],
    input: () => ({ query: { orderNumber: 'EC00000000' }, body: { documentType: 'INVOICE' } }),
    error: { errorId: 'OHS4004', route: 'sticky-error-toast' },
    check: toasted,
  }),
  interaction('cancelOrder', {
    description: 'a request to cancel an order that has not shipped',
    states: ['a signed-in shopper with past orders'],
    input: (v) => ({ body: { orderNumber: v.unshippedOrder, reasonCode: 'CHANGED_MIND' } }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ status: 'CANCELLED' }),
  }),
  interaction('cancelOrder', {
    description: 'a request to cancel an order waiting for pickup in store',
    states: ['a signed-in shopper with past orders'],
    input: (v) => ({ body: { orderNumber: v.pickupOrder, reasonCode: 'CHANGED_MIND' } }),
    error: { errorId: 'ORD516' },
    check: (outcome) => expect(errorOf(outcome).errorId).toBe('ORD516'),
  }),
  interaction('cancelOrder', {
    description: 'a request to cancel an order shipped to a store',
    states: ['a signed-in shopper with a digital gift card order'],
    input: (v) => ({ body: { orderNumber: v.shipToStoreOrder, reasonCode: 'CHANGED_MIND' } }),
    error: { errorId: 'ORD517' },
    check: (outcome) => expect(errorOf(outcome).errorId).toBe('ORD517'),
  }),
  interaction('cancelOrder', {
    description: 'a request to cancel an order already shipped home',
    states: ['a signed-in shopper with past orders'],
    input: (v) => ({ body: { orderNumber: v.shippedOrder, reasonCode: 'CHANGED_MIND' } }),
    error: { errorId: 'ORD518' },
    check: (outcome) => expect(errorOf(outcome).errorId).toBe('ORD518'),
  }),
  interaction('cancelOrder', {
    description: 'a request to cancel an order the shopper does not have',
    states: ['a signed-in shopper with past orders'],
    input: () => ({ body: { orderNumber: 'EC00000000', reasonCode: 'CHANGED_MIND' } }),
    error: { errorId: 'OHS4004', route: 'sticky-error-toast' },
    check: toasted,
  }),
  interaction('createReturnLabel', {
    description: 'a request to return an item of a delivered order',
    states: ['a signed-in shopper with past orders'],
    input: (v) => ({
      params: { orderId: v.deliveredOrder },
      body: { items: [{ itemId: v.deliveredItemId, qty: 1, reasonCode: 'TOO_LARGE' }] },
    }),
    check: (outcome) => expect((bodyOf(outcome) as { labelUrl: string }).labelUrl).toMatch(/\.pdf$/),
  }),
  interaction('createReturnLabel', {
    description: 'a request to return an item of an order that has not been delivered',
    states: ['a signed-in shopper with past orders'],
    input: (v) => ({
      params: { orderId: v.unshippedOrder },
      body: { items: [{ itemId: `${v.unshippedOrder}-1`, qty: 1, reasonCode: 'TOO_LARGE' }] },
    }),
    error: { errorId: 'RTN500', route: 'sticky-error-toast' },
    check: toasted,
  }),
  interaction('createReturnLabel', {
    description: 'a request to return an item of an order the shopper does not have',
    states: ['a signed-in shopper with past orders'],
    input: () => ({
      params: { orderId: 'EC00000000' },
      body: { items: [{ itemId: 'EC00000000-1', qty: 1, reasonCode: 'TOO_LARGE' }] },
    }),
    error: { errorId: 'OHS4004', route: 'sticky-error-toast' },
    check: toasted,
  }),
  interaction('resendGiftCardEmail', {
    description: "a request to resend a digital gift card's email",
    states: ['a signed-in shopper with a digital gift card order'],
    input: (v) => ({ body: { orderNumber: v.giftCardOrder, itemId: v.giftCardItemId } }),
    check: (outcome) => expect(outcome.ok).toBe(true),
  }),
  interaction('resendGiftCardEmail', {
    description: 'a request to resend the email of an item that is no gift card (a sticky error toast)',
    states: ['a signed-in shopper with a digital gift card order'],
    input: (v) => ({ body: { orderNumber: v.giftCardOrder, itemId: 'EC90000011-9' } }),
    error: { errorId: 'ORD409', route: 'sticky-error-toast' },
    check: toasted,
  }),
  interaction('resendGiftCardEmail', {
    description: 'a request to resend a gift card email to a malformed address (on the recipient field)',
    states: ['a signed-in shopper with a digital gift card order'],
    input: (v) => ({
      body: { orderNumber: v.giftCardOrder, itemId: v.giftCardItemId, recipientEmail: 'ana@localhost' },
    }),
    error: { errorId: 'ORD400', route: 'field-error' },
    check: (outcome) => expect(errorOf(outcome).errorId).toBe('ORD400'),
  }),
  interaction('trackOrder', {
    description: "a guest's request for an order's status by number and email",
    states: ['an order a guest can track'],
    input: (v) => ({ body: { orderNumber: v.trackedOrder, email: v.orderEmail } }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ status: 'SHIPPED' }),
  }),
  interaction('trackOrder', {
    description: "a guest's request for an order's status with a malformed email (on the email field)",
    states: ['an order a guest can track'],
    input: (v) => ({ body: { orderNumber: v.trackedOrder, email: 'ana@localhost' } }),
    error: { errorId: 'ORD400', route: 'field-error' },
    check: (outcome) =>
      expect(errorOf(outcome).entry?.handling).toContainEqual({ kind: 'field-error', field: 'email' }),
  }),
  interaction('trackOrder', {
    description: "a guest's request for an order's status with another email (a sticky error toast)",
    states: ['an order a guest can track'],
    input: (v) => ({ body: { orderNumber: v.trackedOrder, email: 'someone@example.com' } }),
    error: { errorId: 'ORD409', route: 'sticky-error-toast' },
    check: toasted,
  }),
];
