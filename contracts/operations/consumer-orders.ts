import { sessionCallHeaders as headers } from '../common/headers';
import {
  cancelOrderRequest,
  cancelOrderResponse,
  invoiceDocument,
  invoiceDownloadQuery,
  invoiceDownloadRequest,
  orderId,
  purchaseDetails,
  purchaseHistoryRequest,
  purchaseHistoryResponse,
  resendGiftCardEmailRequest,
  returnLabelRequest,
  returnLabelResponse,
  trackOrderRequest,
  trackOrderResponse,
} from '../entities/purchase';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';

const ORDER_NOT_FOUND = ['OHS4004', 'ORD409'] as const;
const orderParams = z.object({ orderId });

/** Order history, tracking, cancel, returns and invoices (part of the consumer area). */
export const consumerOrderOperations = defineOperations('consumer', {
  getPurchase: {
    method: 'get',
    path: '/consumers-v3/consumer/purchase/{orderId}',
    summary: 'One order of the signed-in consumer',
    request: { headers, params: orderParams },
    response: { status: 200, description: 'The order.', body: purchaseDetails },
    errorIds: ['AUT401', ...ORDER_NOT_FOUND],
    notShown:
      'Order fields beyond the spec: status, dates, item lines, shipments with tracking, totals, canCancel, canReturn.',
  },
  downloadInvoice: {
    method: 'post',
    path: '/consumers-v3/consumer/purchase/invoice/download',
    summary: 'Invoice or credit note of an order as a PDF',
    request: { headers, query: invoiceDownloadQuery, body: invoiceDownloadRequest },
    response: { status: 200, description: 'The document, base64 in JSON.', body: invoiceDocument },
    errorIds: ['AUT401', ...ORDER_NOT_FOUND],
    notShown:
      'Query and body not shown: query orderNumber; body documentType (INVOICE | CREDIT_NOTE) and an optional ' +
      'invoiceNumber. Answers JSON with fileName, contentType application/pdf and base64 content.',
  },
  getPurchaseHistory: {
    method: 'post',
    path: '/consumers-v3/consumer/purchasehistory',
    summary: 'Orders of the signed-in consumer, newest first',
    request: { headers, body: purchaseHistoryRequest },
    response: { status: 200, description: 'A page of orders.', body: purchaseHistoryResponse },
    errorIds: ['AUT401', 'PRO404'],
    notShown:
      'Body not shown: start (default 0), count (1-50, default 10), optional status filter; answers orders and paging.',
  },
  createReturnLabel: {
    method: 'post',
    path: '/consumers-v3/consumer/return/{orderId}/returnLabel',
    summary: 'Open a return for items of an order and get its shipping label',
    request: { headers, params: orderParams, body: returnLabelRequest },
    response: { status: 201, description: 'Return created with its label.', body: returnLabelResponse },
    errorIds: ['AUT401', ...ORDER_NOT_FOUND, 'RTN500'],
    notShown:
      'Body not shown: items {itemId, qty, reasonCode}; answers 201 with returnId, labelUrl, carrier, trackingNumber, ' +
      'expiresAt. Asking more than the returnable quantity answers RTN500.',
  },
  trackOrder: {
    method: 'post',
    path: '/consumers-v3/consumer/TrackOrder',
    summary: 'Find an order by number and email and show its shipments',
    request: { headers, body: trackOrderRequest },
    response: { status: 200, description: 'Order status and tracking.', body: trackOrderResponse },
    errorIds: [...ORDER_NOT_FOUND, 'ORD400'],
    notShown: 'Body not shown: orderNumber and email (works for guests); a malformed email answers ORD400.',
  },
  cancelOrder: {
    method: 'post',
    path: '/consumers-v3/consumer/CancelOrder',
    summary: 'Cancel an order that has not shipped',
    request: { headers, body: cancelOrderRequest },
    response: { status: 200, description: 'Order cancelled.', body: cancelOrderResponse },
    errorIds: ['AUT401', ...ORDER_NOT_FOUND, 'ORD516', 'ORD517', 'ORD518'],
    notShown:
      'Body not shown: orderNumber, reasonCode, optional comment. Whole-order cancel only. An order whose shipping ' +
      'or pickup is being switched or already shipped answers ORD516, ORD517 or ORD518.',
  },
  resendGiftCardEmail: {
    method: 'post',
    path: '/consumers-v3/consumer/resendGiftCardEmail',
    summary: 'Resend the email of a digital gift card',
    request: { headers, body: resendGiftCardEmailRequest },
    response: { status: 204, description: 'Email queued.' },
    errorIds: ['AUT401', ...ORDER_NOT_FOUND, 'ORD400'],
    notShown:
      'Body not shown: orderNumber, itemId of the digital gift card, optional corrected recipientEmail; 204.',
  },
});
