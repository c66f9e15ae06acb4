import type { AreaHandlers } from '../core/handler-types';
import { emailFailure, sameEmail } from '../domain/consumer/consumer-rules';
import { invoiceDocument, returnLabel } from '../domain/consumer/documents';
import { applyReturn, cancelFailure } from '../domain/consumer/purchase-rules';
import { detailsView, historyPage, trackView } from '../domain/consumer/purchases';
import { failure, isFailure } from '../domain/failure';
import { cancelOrder } from '../services/commerce/orders';
import { consumerWithProfile, signedInConsumer } from '../services/consumer/consumer-access';
import {
  purchaseByNumber,
  purchaseOf,
  purchasesOf,
  savePurchase,
} from '../services/consumer/purchases-service';

/** Order history, tracking, cancel, returns and invoices (contracts/operations/consumer-orders.ts). */
export const consumerOrderHandlers = {
  getPurchase: async ({ params, accessToken, world }) => {
    const found = signedInConsumer(world, accessToken);
    if (isFailure(found)) return found;
    const purchase = await purchaseOf(world, found.account, params.orderId);
    if (!purchase) return failure('OHS4004');
    return { body: detailsView(purchase.purchase) };
  },

  downloadInvoice: async ({ query, body, accessToken, world }) => {
    const found = signedInConsumer(world, accessToken);
    if (isFailure(found)) return found;
    const purchase = await purchaseOf(world, found.account, query.orderNumber);
    if (!purchase) return failure('OHS4004');
    const document = invoiceDocument(purchase.purchase, body.documentType, body.invoiceNumber);
    if (isFailure(document)) return document;
    return { body: document };
  },

  getPurchaseHistory: async ({ body, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (isFailure(found)) return found;
    const purchases = (await purchasesOf(world, found.account)).map((p) => p.purchase);
    return { body: historyPage(purchases, body) };
  },

  createReturnLabel: async ({ params, body, accessToken, world }) => {
    const found = signedInConsumer(world, accessToken);
    if (isFailure(found)) return found;
    const purchase = await purchaseOf(world, found.account, params.orderId);
    if (!purchase) return failure('OHS4004');
    const returned = applyReturn(purchase.purchase, body.items);
    if (isFailure(returned)) return returned;
    await savePurchase(world, purchase, returned, body.items);
    return { body: returnLabel(returned, world.clock.now()) };
  },

  /** Guests too: the order number and the order's email (ORD400 malformed, ORD409 unknown or mismatched). */
  trackOrder: async ({ body, world }) => {
    if (emailFailure(body.email)) return failure('ORD400', 'Email is not valid');
    const found = await purchaseByNumber(world, body.orderNumber);
    if (!found || !sameEmail(found.purchase.email, body.email)) return failure('ORD409');
    return { body: trackView(found.purchase) };
  },

  cancelOrder: async ({ body, accessToken, world }) => {
    const found = signedInConsumer(world, accessToken);
    if (isFailure(found)) return found;
    const purchase = await purchaseOf(world, found.account, body.orderNumber);
    if (!purchase) return failure('OHS4004');
    const refused = cancelFailure(purchase.purchase);
    if (refused) return refused;
    const cancelledAt = purchase.purchase.cancelledAt ?? world.clock.now().toISOString();
    if (purchase.purchase.status !== 'CANCELLED') {
      // A placed order's status belongs to the commerce area (it also gives the stock back).
      if (purchase.source === 'placed') {
        const cancelled = await cancelOrder(world, purchase.purchase.orderNumber, cancelledAt);
        if (isFailure(cancelled)) return cancelled;
      }
      const items = purchase.purchase.items.map((item) => ({ ...item, returnableQty: 0 }));
      await savePurchase(world, purchase, { ...purchase.purchase, items, status: 'CANCELLED', cancelledAt });
    }
    return {
      body: { orderNumber: purchase.purchase.orderNumber, status: 'CANCELLED' as const, cancelledAt },
    };
  },

  /** A digital gift card line of the order (else ORD409); a corrected recipient must be an email (ORD400). */
  resendGiftCardEmail: async ({ body, accessToken, world }) => {
    const found = signedInConsumer(world, accessToken);
    if (isFailure(found)) return found;
    const purchase = await purchaseOf(world, found.account, body.orderNumber);
    if (!purchase) return failure('OHS4004');
    const item = purchase.purchase.items.find((i) => i.itemId === body.itemId);
    if (!item?.isDigitalProduct) {
      return failure(
        'ORD409',
        `Order ${body.orderNumber} has no digital gift card with item id ${body.itemId}.`,
      );
    }
    if (body.recipientEmail !== undefined && emailFailure(body.recipientEmail))
      return failure('ORD400', 'Email is not valid');
    return {};
  },
} satisfies AreaHandlers;
