import { isoDateTime, itemId, orderNumber, productId, storeId } from '../common/ids';
import { currencyCode, nonNegativeAmount } from '../common/money';
import { z } from '../zod';
import { address } from './address';
import { emailField } from './credentials';
import { flashEntry } from './flash';
import { promoSummaryEntry } from './promotions';
import { shippingMethodCode } from './shipping-method';

/**
 * Order history, tracking, cancel and return for the signed-in consumer. Order fields beyond the spec's
 * list and order statuses are not shown: these are the minimal fields a real order history needs.
 */
export const orderId = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/, 'Order id is letters, digits or dashes')
  .openapi({
    example: 'EC00012345',
  });

export const purchaseStatus = z
  .enum([
    'CREATED',
    'PROCESSING',
    'PARTIALLY_SHIPPED',
    'SHIPPED',
    'DELIVERED',
    'READY_FOR_PICKUP',
    'PICKED_UP',
    'CANCELLED',
    'PARTIALLY_RETURNED',
    'RETURNED',
  ])
  .openapi('PurchaseStatus', { description: 'Order statuses are not shown by the spec; our design.' });

export const purchaseItemSummary = z.object({
  itemId,
  productId,
  name: z.string().min(1),
  qty: z.number().int().positive(),
  imageUrl: z.string().optional(),
});

/** A shipment with its tracking (spec 000 section 3: shipmentId, shippingMethod, storeId). */
export const purchaseShipment = z.object({
  shipmentId: z.string().min(1),
  shippingMethod: shippingMethodCode,
  storeId: storeId.optional(),
  status: z.enum([
    'PENDING',
    'SHIPPED',
    'IN_TRANSIT',
    'DELIVERED',
    'READY_FOR_PICKUP',
    'PICKED_UP',
    'CANCELLED',
  ]),
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  trackingUrl: z.string().optional(),
  shippedAt: isoDateTime.optional(),
  deliveredAt: isoDateTime.optional(),
  estimatedDelivery: isoDateTime.optional(),
  itemIds: z.array(itemId),
});

export const purchaseHistoryEntry = z
  .object({
    orderNumber,
    orderId,
    status: purchaseStatus,
    createdAt: isoDateTime,
    total: nonNegativeAmount,
    currency: currencyCode,
    itemCount: z.number().int().min(0),
    items: z.array(purchaseItemSummary).openapi({ description: 'Item summary, first items only.' }),
  })
  .openapi('PurchaseHistoryEntry');

export const purchaseItem = purchaseItemSummary.extend({
  masterId: z.string().optional(),
  color: z.string().optional(),
  size: z.string().optional(),
  price: nonNegativeAmount,
  rowTotal: nonNegativeAmount,
  returnableQty: z.number().int().min(0),
  isDigitalProduct: z
    .boolean()
    .optional()
    .openapi({ description: 'Digital gift cards can have their email resent.' }),
});

/** GET /consumers-v3/consumer/purchase/{orderId}. */
export const purchaseDetails = z
  .object({
    orderNumber,
    orderId,
    status: purchaseStatus,
    createdAt: isoDateTime,
    email: z.string().min(1),
    currency: currencyCode,
    items: z.array(purchaseItem).min(1),
    shipments: z.array(purchaseShipment),
    billingAddress: address.optional(),
    paymentMethod: z.array(
      z.object({
        payment_method_id: z.string().min(1),
        amount: nonNegativeAmount,
        label: z.string().optional(),
      }),
    ),
    totals: z.object({
      itemTotal: nonNegativeAmount,
      discount: nonNegativeAmount,
      shipping: nonNegativeAmount,
      tax: nonNegativeAmount,
      total: nonNegativeAmount,
    }),
    promoSummary: z
      .array(promoSummaryEntry)
      .optional()
      .openapi({ description: "The order's promotions (spec 000 section 3: the order's promoSummary)." }),
    flash: z
      .array(flashEntry)
      .optional()
      .openapi({ description: "Notices on the order (spec 000 section 3: the order's flash list)." }),
    canCancel: z.boolean(),
    canReturn: z.boolean(),
  })
  .openapi('PurchaseDetails');

/** POST /consumers-v3/consumer/purchasehistory (body not shown): offset paging and a status filter. */
export const purchaseHistoryRequest = z
  .object({
    start: z.number().int().min(0).default(0),
    count: z.number().int().min(1).max(50).default(10),
    status: z.array(purchaseStatus).optional(),
  })
  .openapi('PurchaseHistoryRequest');

export const purchaseHistoryResponse = z
  .object({
    orders: z.array(purchaseHistoryEntry),
    start: z.number().int().min(0),
    count: z.number().int().min(0),
    total: z.number().int().min(0),
  })
  .openapi('PurchaseHistoryResponse');

/** POST /consumers-v3/consumer/TrackOrder (not shown): a guest or consumer finds an order by number and email. */
export const trackOrderRequest = z
  .object({ orderNumber, email: emailField.openapi({ description: 'A malformed email answers ORD400.' }) })
  .openapi('TrackOrderRequest');

export const trackOrderResponse = z
  .object({
    orderNumber,
    status: purchaseStatus,
    createdAt: isoDateTime,
    items: z.array(purchaseItemSummary),
    shipments: z.array(purchaseShipment),
  })
  .openapi('TrackOrderResponse');

export const cancelReason = z.enum([
  'CHANGED_MIND',
  'ORDERED_BY_MISTAKE',
  'FOUND_BETTER_PRICE',
  'DELIVERY_TOO_SLOW',
  'OTHER',
]);

/** POST /consumers-v3/consumer/CancelOrder (not shown): cancels a whole order not yet shipped. */
export const cancelOrderRequest = z
  .object({ orderNumber, reasonCode: cancelReason, comment: z.string().max(500).optional() })
  .openapi('CancelOrderRequest');

export const cancelOrderResponse = z
  .object({ orderNumber, status: z.literal('CANCELLED'), cancelledAt: isoDateTime })
  .openapi('CancelOrderResponse');

export const returnReason = z.enum([
  'TOO_SMALL',
  'TOO_LARGE',
  'NOT_AS_DESCRIBED',
  'DEFECTIVE',
  'WRONG_ITEM',
  'CHANGED_MIND',
  'OTHER',
]);

/** POST /consumers-v3/consumer/return/{orderId}/returnLabel (not shown): items to return and why. */
export const returnLabelRequest = z
  .object({
    items: z
      .array(z.object({ itemId, qty: z.number().int().positive(), reasonCode: returnReason }))
      .min(1)
      .max(50),
  })
  .openapi('ReturnLabelRequest');

export const returnLabelResponse = z
  .object({
    returnId: z.string().min(1),
    labelUrl: z.string().min(1).openapi({ description: 'Printable label (PDF).' }),
    carrier: z.string().min(1),
    trackingNumber: z.string().min(1),
    expiresAt: isoDateTime,
  })
  .openapi('ReturnLabelResponse');

/** Query of POST /consumers-v3/consumer/purchase/invoice/download (not shown). */
export const invoiceDownloadQuery = z.object({ orderNumber });

/** Body of the invoice download (not shown): which document of the order. */
export const invoiceDownloadRequest = z
  .object({
    documentType: z.enum(['INVOICE', 'CREDIT_NOTE']).default('INVOICE'),
    invoiceNumber: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .openapi({ description: 'A given one; else the latest.' }),
  })
  .openapi('InvoiceDownloadRequest');

/** The document as base64 in JSON, so it travels through the same JSON contract as every call. */
export const invoiceDocument = z
  .object({
    fileName: z.string().regex(/^[\w.-]+\.pdf$/),
    contentType: z.literal('application/pdf'),
    content: z.base64().openapi({ description: 'Base64 of the PDF.' }),
  })
  .openapi('InvoiceDocument');

/** POST /consumers-v3/consumer/resendGiftCardEmail (not shown): resend a digital gift card's email. */
export const resendGiftCardEmailRequest = z
  .object({
    orderNumber,
    itemId,
    recipientEmail: emailField
      .optional()
      .openapi({ description: 'A corrected recipient; else the original one.' }),
  })
  .openapi('ResendGiftCardEmailRequest');

export type PurchaseStatus = z.infer<typeof purchaseStatus>;
export type PurchaseShipment = z.infer<typeof purchaseShipment>;
export type PurchaseHistoryEntry = z.infer<typeof purchaseHistoryEntry>;
export type PurchaseDetails = z.infer<typeof purchaseDetails>;
export type PurchaseHistoryRequest = z.infer<typeof purchaseHistoryRequest>;
export type PurchaseHistoryResponse = z.infer<typeof purchaseHistoryResponse>;
export type TrackOrderRequest = z.infer<typeof trackOrderRequest>;
export type TrackOrderResponse = z.infer<typeof trackOrderResponse>;
export type CancelOrderRequest = z.infer<typeof cancelOrderRequest>;
export type CancelOrderResponse = z.infer<typeof cancelOrderResponse>;
export type ReturnLabelRequest = z.infer<typeof returnLabelRequest>;
export type ReturnLabelResponse = z.infer<typeof returnLabelResponse>;
export type InvoiceDownloadRequest = z.infer<typeof invoiceDownloadRequest>;
export type InvoiceDocument = z.infer<typeof invoiceDocument>;
export type ResendGiftCardEmailRequest = z.infer<typeof resendGiftCardEmailRequest>;
