/**
 * The spec's named error texts and the flash and item codes (`error.ITEM_OOS`), which pages show without an
 * error answer. The friendlier texts per catalogue id (`error.AUT401`) are in error-texts.ts, loaded with
 * the first error answer. `error.<ID>.generic` is the variant used when the caller lacks the message's
 * arguments (ADDED_MAX_QUANTITY without a max).
 */
export const errors = {
  'error.generic': 'Something went wrong. Please try again.',
  'error.network': 'We could not reach our servers. Check your connection and try again.',
  'error.sessionEnded': 'Your session has ended. Please sign in again.',
  'error.removeItemFailed': 'Unable to remove item from cart. Please try again later',
  'error.creditCardSaveFailed': 'Credit card save failed',
  'error.giftCardSaveFailed': 'Gift card save failed',
  'error.cartItemsMerged': 'Items from your previous visit have been added to your cart.',
  'error.cartExpired': 'Your cart expired, so we started a new one.',

  'error.CART_NOT_FOUND': 'Your cart could not be found. We started a new one.',
  'error.INVALID_CUSTOMER': 'Your session has changed. The page will reload.',
  'error.ITEM_NOT_AVAILABLE': 'This item is no longer available.',
  'error.NO_PRICE': 'This item has no price right now and cannot be bought.',
  'error.INVALID_PRICE': 'The price of this item has changed. Please review your cart.',
  'error.ITEM_OOS': 'This item is out of stock and could not be moved to your cart.',
  'error.ITEMS_OOS': 'Some items are out of stock and could not be moved to your cart.',
  'error.ADDED_MAX_QUANTITY': 'You can buy at most {max, number} of this item.',
  'error.ADDED_MAX_QUANTITY.generic': 'You have added the maximum quantity allowed for this item.',
  'error.GWP_PRODUCT': 'The free gift item cannot be added or changed.',
  'error.SOME_PRODUCTS_NO_INVENTORY': 'Some items in your cart are out of stock. Remove them to continue.',
  'error.ITEM_NO_LONGER_AVAILABLE': 'Some items are no longer available. We updated your cart.',

  'error.CANT_SHIP_THERE': 'We cannot ship some items to this address.',
  'error.SHIPPING_POBOX_UNAVAILABLE':
    'Some items cannot be shipped to a PO box. Please use a street address.',
  'error.ADDRESS_NOT_FOUND': 'We could not find this address. Please enter it again.',

  'error.GC_INVALID2': 'This gift card number or PIN is not valid.',
  'error.GC_ALREADY_APPLIED': 'This gift card is already applied.',
  'error.GC_NOT_ALLOWED': 'Gift cards cannot be used for this order.',
  'error.GC_ZERO_BALANCE': 'This gift card has no balance left.',
  'error.CC_ALREADY_EXISTS': 'This card is already saved to your account.',
  'error.PAYMENT_ERROR': 'Your payment could not be processed. Please try another payment method.',
  'error.PAYMENT_FRAUD_VERIFICATION_EXCEPTION':
    'We could not verify your payment. Please try another method.',
  'error.CC_EXPIRY_DATE_INVALID': 'The card expiry date is not valid.',
  'error.PAYMENT_INSTRUMENT_NOT_FOUND': 'This payment method is no longer available. Please choose another.',
} as const;
