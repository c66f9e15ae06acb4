import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';

/**
 * Every id of spec 000 section 8 (and the flash and item codes it names), copied by hand from the spec
 * rather than imported, so an id missing from the catalogue fails here.
 */
const SPEC_IDS = `
AUT401 AUT418 AUT437 AUT438 AUT423 AUT441 AUT426 AUT439 PRO400 AUT442 AUT444 AUT402 AUT403 AUT409 AUT404
AUT432 AUT450 AUT451 AUT452 AUT453 AUT498 AUT500 AUT440
BSK404 ORD430 ORD404 INV700 INV406 INV701 INV702 INV405 INV407 INV409 INV408 PRC400
SHP404 SHP500 SHP410 CHK380 CHK320 PYT405 PYT406 BIL400 BILL410
GFC400 GFC410 GFC700 GFC760 GFC800 GFC812 GFC725 GFC740 GFC755 GFC799 GFS800 GFO404 GFO405
PYT300 PYT400 PYT402 PYT404 PAY400 PAY401 FE309
TAX309 TAX310 ORD415
PRM130 PRM160 PRM135 PRM140 PRM150 PRM155 PRM175 PRM416
REW401 REW130 REW135 REW140
PRO412 PRO418 PRO414 PRO415 PRO404 PRO410 PRO411 CCA400 CCA401 CCN404
OHS4004 ORD409 ORD400 ORD516 ORD517 ORD518 GWP403 PLP400 STR404 RTN500 ATTR100 ATTR200 ATTR300 API400
API404 API405 API406 API415 GEN500 4044 FE340 FE872 REV410
`;
const NAMED_IDS = `
CART_NOT_FOUND INVALID_CUSTOMER CC_ALREADY_EXISTS ITEM_NOT_AVAILABLE NO_PRICE INVALID_PRICE ITEM_OOS ITEMS_OOS
ADDED_MAX_QUANTITY GWP_PRODUCT PAYMENT_ERROR PAYMENT_FRAUD_VERIFICATION_EXCEPTION CANT_SHIP_THERE GC_INVALID2
GC_ALREADY_APPLIED GC_NOT_ALLOWED GC_ZERO_BALANCE ITEM_NO_LONGER_AVAILABLE CC_EXPIRY_DATE_INVALID
PAYMENT_INSTRUMENT_NOT_FOUND ADDRESS_NOT_FOUND SHIPPING_POBOX_UNAVAILABLE SOME_PRODUCTS_NO_INVENTORY
`;
const FLASH_AND_ITEM_CODES = `
PaymentNotAuthorized PickupToSth PickupToSts StsToSth StsToPickup STHToPickup OrderShippingMethodDowngraded
PickupToSthTransition StsToSthTransition InvalidShippingAddress ProductLineItemInventoryMissing
ProductItemNotAvailable ProductLineItemFullInventoryMissing ProductItemMaxQuantity ProductItemRequired
`;
/** Ids the project adds where the spec is silent (HTTP-level refusals of harness serve; docs/decisions.md). */
const ADDED_IDS = 'API408 API413 API431';
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('error catalogue coverage of spec 000 section 8', () => {
  const coded = words(SPEC_IDS);
  const named = words(NAMED_IDS);
  const flash = words(FLASH_AND_ITEM_CODES);
  const known = new Set(Object.keys(catalogue));

  it('holds the counts the spec gives', () => {
    expect(coded).toHaveLength(112);
    expect(named).toHaveLength(23);
    expect(flash).toHaveLength(15);
  });

  it.each([...coded, ...named, ...flash])('has an entry for %s', (id) => {
    expect(known.has(id)).toBe(true);
  });

  it('has no entry the spec does not name, except the listed additions', () => {
    const spec = new Set([...coded, ...named, ...flash]);
    expect([...known].filter((id) => !spec.has(id))).toEqual(words(ADDED_IDS));
  });
});
