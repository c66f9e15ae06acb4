import { isoDateTime } from '../../contracts/common/ids';
import { address } from '../../contracts/entities/address';
import { giftOption } from '../../contracts/entities/cart-item';
import { customerNotification, flashCode, flashEntry } from '../../contracts/entities/flash';
import { applicableLoyaltyVoucher } from '../../contracts/entities/loyalty';
import { order } from '../../contracts/entities/order';
import { cardType } from '../../contracts/entities/payment-instrument';
import { pudoPoint, shippingContact, shippingMethodCode } from '../../contracts/entities/shipping-method';
import { buyInStoreSession, storeEmployeeId } from '../../contracts/entities/store-associate';
import { favoriteItem, savedForLaterItem } from '../../contracts/entities/wishlist';
import { z } from '../../contracts/zod';

/**
 * Internal records of the commerce store. A cart is kept WITHOUT derived values: prices per unit as
 * captured when the line was added or refreshed, never totals (cart-totals derives those on every view).
 * Money in these records is integer minor units unless a field says otherwise.
 */

const minor = z.number().int();

/** Who a cart or list belongs to: a consumer, or (before sign-in) the guest token that created it. */
const ownerRecord = z.object({
  consumerId: z.string().min(1).optional(),
  guestToken: z.string().min(1).optional(),
});

const lineDelivery = z.object({
  code: shippingMethodCode,
  storeId: z.string().min(1).optional(),
});

const cartLineRecord = z.object({
  id: z.string().min(1),
  sku: z.string().min(1),
  productId: z.string().min(1),
  masterId: z.string().min(1),
  upc: z.string().optional(),
  name: z.string(),
  imageUrl: z.string().optional(),
  slug: z.string().optional(),
  pdpUrl: z.string().optional(),
  attributes: z.array(z.object({ name: z.string().min(1), value: z.string() })),
  qty: z.number().int().min(1),
  maxQty: z.number().int().min(1),
  unitPrice: minor,
  originalUnitPrice: minor,
  recipeId: z.string().optional(),
  isCustoms: z.boolean(),
  isDigital: z.boolean(),
  giftOption: giftOption.optional(),
  delivery: lineDelivery,
  saveForLater: z
    .object({ saveForLaterId: z.string(), itemId: z.string(), consumerId: z.string().optional() })
    .optional(),
  /** Item codes found by the last stock check (ProductLineItemInventoryMissing...). */
  codes: z.array(flashCode),
  available: z.boolean(),
  /** Units of home stock held for this line by reserveWithItem (released when the hold lapses). */
  reservedQty: z.number().int().min(0),
});

const couponOnCart = z.object({ code: z.string().min(1), couponItemId: z.string().min(1) });

/** Payment instruments as the cart keeps them; amounts are derived (payment-instruments.ts). */
const instrumentRecord = z.discriminatedUnion('method', [
  z.object({ id: z.string(), method: z.literal('GIFT_CARD'), number: z.string() }),
  z.object({ id: z.string(), method: z.literal('LOYALTY_POINTS'), points: z.number().int().positive() }),
  z.object({ id: z.string(), method: z.literal('ATHLETES_PAYMENT'), requested: minor.optional() }),
  z.object({ id: z.string(), method: z.literal('REWARD_CODE'), code: z.string(), value: minor }),
  z.object({ id: z.string(), method: z.literal('REWARD_CARD'), number: z.string(), value: minor }),
  z.object({
    id: z.string(),
    method: z.literal('CREDIT_CARD'),
    savedInstrumentId: z.string().optional(),
    cardType,
    bin: z.string(),
    lastFour: z.string(),
    expiryMonth: z.number().int(),
    expiryYear: z.number().int(),
    holderName: z.string().optional(),
    address: address.optional(),
  }),
  z.object({
    id: z.string(),
    method: z.literal('KLARNA'),
    sessionId: z.string(),
    clientToken: z.string(),
    authorizationToken: z.string().optional(),
    category: z.string().optional(),
  }),
  z.object({
    id: z.string(),
    method: z.literal('PAYPAL'),
    orderID: z.string().optional(),
    payerID: z.string().optional(),
  }),
]);

const priceAdjustmentRecord = z.object({
  adjustmentId: z.string().min(1),
  level: z.enum(['ITEM', 'ORDER']),
  itemId: z.string().optional(),
  type: z.enum(['AMOUNT', 'PERCENT']),
  /** As the associate typed it: major units for AMOUNT, percent for PERCENT. */
  value: z.number().positive(),
  reasonCode: z.string(),
  storeEmployeeId: z.string().optional(),
});

/** A shipment's extra data: who collects (pickup, pudo) and the collection point. */
const shipmentRecord = z.object({
  shippingId: z.string().min(1),
  contact: shippingContact.optional(),
  pudoPoint: pudoPoint.optional(),
});

const checkoutState = z.enum(['OPEN', 'PREPARED', 'PAYMENT_PENDING']);

export const cartRecord = z.object({
  id: z.string().min(1),
  currency: z.string(),
  locale: z.string(),
  owner: ownerRecord,
  createdAt: isoDateTime,
  lines: z.array(cartLineRecord),
  coupons: z.array(couponOnCart),
  shippingAddress: address.optional(),
  billingAddress: address.optional(),
  verifiedShippingAddress: z.boolean(),
  shipments: z.array(shipmentRecord),
  instruments: z.array(instrumentRecord),
  priceAdjustments: z.array(priceAdjustmentRecord),
  appliedLoyaltyVoucher: applicableLoyaltyVoucher.optional(),
  favoriteStoreId: z.string().optional(),
  buyInStoreSession: buyInStoreSession.optional(),
  reservedUntil: isoDateTime.optional(),
  flash: z.array(flashEntry),
  customerNotifications: z.array(customerNotification),
  checkout: checkoutState,
  pendingOrderNumber: z.string().optional(),
  /** The tax rule the last prepare showed; a different one at the next prepare or place is TAX310. */
  preparedTaxRule: z.object({ basisPoints: z.number().int(), inclusive: z.boolean() }).optional(),
});

/** A placed order: the contract Order plus who owns it and what a retry or a failure needs. */
export const orderRecord = order.extend({
  basketId: z.string(),
  consumerId: z.string().optional(),
  inStoreSalesInfo: z.object({ storeId: z.string(), storeEmployeeId }).optional(),
  couponCodes: z.array(z.string()),
  /** Gift card numbers and amounts charged, refunded when the order fails. */
  giftCardCharges: z.array(z.object({ number: z.string(), amount: minor })),
  /** Stock taken for the order (home or per store), given back when the order fails. */
  stockTaken: z.array(z.object({ sku: z.string(), qty: z.number().int(), storeId: z.string().optional() })),
  threeDs: z.object({ sessionID: z.string(), paymentInstrumentId: z.string() }).optional(),
  /** When the shopper cancelled the order (the contract Order has no such field; kept internal). */
  cancelledAt: isoDateTime.optional(),
});

export const savedListRecord = z.object({
  id: z.string().min(1),
  owner: ownerRecord,
  items: z.array(savedForLaterItem),
});

export const favoritesRecord = z.object({
  id: z.string().min(1),
  owner: ownerRecord,
  items: z.array(favoriteItem),
  shareToken: z.string().optional(),
  sharedAt: isoDateTime.optional(),
});

export const giftCardRecord = z.object({
  number: z.string(),
  pin: z.string(),
  currency: z.string(),
  initialBalance: minor,
  balance: minor,
  expiry: z.iso.date().optional(),
  blocked: z.boolean(),
});

export const couponUsageRecord = z.object({
  code: z.string(),
  redemptions: z.number().int().min(0),
  redeemedBy: z.array(z.string()),
});

export const fingerprintRecord = z.object({
  sessionId: z.string(),
  fingerprint: z.string(),
  cartId: z.string().optional(),
  receivedAt: isoDateTime,
});

export type CartLineRecord = z.infer<typeof cartLineRecord>;
export type InstrumentRecord = z.infer<typeof instrumentRecord>;
export type PriceAdjustmentRecord = z.infer<typeof priceAdjustmentRecord>;
export type ShipmentRecord = z.infer<typeof shipmentRecord>;
export type CheckoutState = z.infer<typeof checkoutState>;
export type CartRecord = z.infer<typeof cartRecord>;
export type OrderRecord = z.infer<typeof orderRecord>;
export type SavedListRecord = z.infer<typeof savedListRecord>;
export type FavoritesRecord = z.infer<typeof favoritesRecord>;
export type GiftCardRecord = z.infer<typeof giftCardRecord>;
