import type { Promotion } from '../../db/commerce-config';
import type { CartLineRecord, CartRecord } from '../../db/commerce-records';
import type { CartFacts } from './cart-facts';
import { GUEST_SHOPPER } from './shopper';

/** Hand-built cart facts for the pure cart rules' tests: no world, no store, no clock. */

const line: CartLineRecord = {
  id: 'it-1',
  sku: 'JKT001BLKM',
  productId: 'JKT001BLK',
  masterId: 'JKT001',
  name: 'Trail jacket',
  attributes: [{ name: 'size', value: 'M' }],
  qty: 2,
  maxQty: 5,
  unitPrice: 5000,
  originalUnitPrice: 6000,
  isCustoms: false,
  isDigital: false,
  delivery: { code: 'me' },
  codes: [],
  available: true,
  reservedQty: 0,
};

export const cart: CartRecord = {
  id: 'bk-1',
  currency: 'USD',
  locale: 'en-us',
  owner: { guestToken: 'atk-1' },
  createdAt: '2026-02-01T10:00:00.000Z',
  lines: [line],
  coupons: [],
  verifiedShippingAddress: false,
  shipments: [],
  instruments: [],
  priceAdjustments: [],
  flash: [],
  customerNotifications: [],
  checkout: 'OPEN',
};

export const tenOff: Promotion = {
  id: 'promo-10',
  level: 'PRODUCT',
  campaignId: 'camp-1',
  benefit: { kind: 'PERCENT', percent: 10 },
};

export const facts = (over: Partial<CartFacts> = {}): CartFacts => ({
  cart,
  shopper: GUEST_SHOPPER,
  now: new Date('2026-02-01T10:00:00.000Z'),
  promotions: [tenOff],
  couponUsage: new Map(),
  giftCardBalances: new Map(),
  taxRule: { basisPoints: 1000, inclusive: false },
  lineShipping: new Map([['it-1', { qty: 2, isDigital: false, isCustoms: false, homeStock: 7 }]]),
  ...over,
});
