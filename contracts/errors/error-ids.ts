/**
 * Every id of spec 000 section 8, in the groups the spec gives them, then `http`: the refusals at the HTTP
 * level of `harness serve` that the spec does not name (a request too slow, too large, headers too large;
 * docs/decisions.md, "The simulator's input limits"). The catalogue (catalogue.ts) is typed as a record over
 * these ids, so an id without an entry does not compile. Operation files use the groups rather than
 * repeating them.
 */
// biome-ignore format: one group per line reads like the spec's table
export const ERROR_ID_GROUPS = {
  auth: ['AUT401', 'AUT418', 'AUT437', 'AUT438', 'AUT423', 'AUT441', 'AUT426', 'AUT439', 'PRO400', 'AUT442', 'AUT444', 'AUT402', 'AUT403', 'AUT409', 'AUT404', 'AUT432', 'AUT450', 'AUT451', 'AUT452', 'AUT453', 'AUT498', 'AUT500', 'AUT440'],
  cartInventory: ['BSK404', 'ORD430', 'ORD404', 'INV700', 'INV406', 'INV701', 'INV702', 'INV405', 'INV407', 'INV409', 'INV408', 'PRC400'],
  shippingAddress: ['SHP404', 'SHP500', 'SHP410', 'CHK380', 'CHK320', 'PYT405', 'PYT406', 'BIL400', 'BILL410'],
  giftCards: ['GFC400', 'GFC410', 'GFC700', 'GFC760', 'GFC800', 'GFC812', 'GFC725', 'GFC740', 'GFC755', 'GFC799', 'GFS800', 'GFO404', 'GFO405'],
  payment: ['PYT300', 'PYT400', 'PYT402', 'PYT404', 'PAY400', 'PAY401', 'FE309'],
  taxTotals: ['TAX309', 'TAX310', 'ORD415'],
  promo: ['PRM130', 'PRM160', 'PRM135', 'PRM140', 'PRM150', 'PRM155', 'PRM175', 'PRM416'],
  rewards: ['REW401', 'REW130', 'REW135', 'REW140'],
  profile: ['PRO412', 'PRO418', 'PRO414', 'PRO415', 'PRO404', 'PRO410', 'PRO411', 'CCA400', 'CCA401', 'CCN404'],
  ordersOthers: ['OHS4004', 'ORD409', 'ORD400', 'ORD516', 'ORD517', 'ORD518', 'GWP403', 'PLP400', 'STR404', 'RTN500', 'ATTR100', 'ATTR200', 'ATTR300', 'API400', 'API404', 'API405', 'API406', 'API415', 'GEN500', '4044', 'FE340', 'FE872', 'REV410'],
  http: ['API408', 'API413', 'API431'],
} as const;

export const CODED_ERROR_IDS = Object.values(ERROR_ID_GROUPS).flat() as readonly CodedErrorId[];

// biome-ignore format: the spec's list
export const NAMED_ERROR_IDS = [
  'CART_NOT_FOUND', 'INVALID_CUSTOMER', 'CC_ALREADY_EXISTS', 'ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE',
  'ITEM_OOS', 'ITEMS_OOS', 'ADDED_MAX_QUANTITY', 'GWP_PRODUCT', 'PAYMENT_ERROR', 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
  'CANT_SHIP_THERE', 'GC_INVALID2', 'GC_ALREADY_APPLIED', 'GC_NOT_ALLOWED', 'GC_ZERO_BALANCE', 'ITEM_NO_LONGER_AVAILABLE',
  'CC_EXPIRY_DATE_INVALID', 'PAYMENT_INSTRUMENT_NOT_FOUND', 'ADDRESS_NOT_FOUND', 'SHIPPING_POBOX_UNAVAILABLE',
  'SOME_PRODUCTS_NO_INVENTORY',
] as const;

/** Codes that arrive as flash entries on a cart or order, as per-item codes, or as place-order errors. */
export const FLASH_CODE_GROUPS = {
  payment: ['PaymentNotAuthorized'],
  deliveryNotices: [
    'PickupToSth',
    'PickupToSts',
    'StsToSth',
    'StsToPickup',
    'STHToPickup',
    'OrderShippingMethodDowngraded',
  ],
  placeOrderTransitions: ['PickupToSthTransition', 'StsToSthTransition', 'InvalidShippingAddress'],
  itemStock: [
    'ProductLineItemInventoryMissing',
    'ProductItemNotAvailable',
    'ProductLineItemFullInventoryMissing',
    'ProductItemMaxQuantity',
    'ProductItemRequired',
  ],
} as const;

export const FLASH_CODES = Object.values(FLASH_CODE_GROUPS).flat() as readonly FlashCode[];

type Values<T> = T[keyof T];
export type CodedErrorId = Values<typeof ERROR_ID_GROUPS>[number];
export type NamedErrorId = (typeof NAMED_ERROR_IDS)[number];
export type FlashCode = Values<typeof FLASH_CODE_GROUPS>[number];
export type ErrorId = CodedErrorId | NamedErrorId;
/** Anything that may stand in `errorDetails[].errorId`: the error ids and the flash codes. */
export type CatalogueId = ErrorId | FlashCode;

export const ERROR_IDS: readonly ErrorId[] = [...CODED_ERROR_IDS, ...NAMED_ERROR_IDS];
export const CATALOGUE_IDS = [...ERROR_IDS, ...FLASH_CODES] as [CatalogueId, ...CatalogueId[]];
