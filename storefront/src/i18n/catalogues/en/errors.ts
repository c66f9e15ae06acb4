/**
 * Friendlier texts per catalogue error id (spec 000 section 8: the product looks up a friendlier message by
 * id, otherwise uses the server message). Keys are `error.<ID>`; `error.<ID>.generic` is the variant used
 * when the caller lacks the message's arguments (ADDED_MAX_QUANTITY without a max). The `error.*` keys
 * without an id are the spec's named texts.
 */
export const errors = {
  'error.generic': 'Something went wrong. Please try again.',
  'error.network': 'We could not reach our servers. Check your connection and try again.',
  'error.removeItemFailed': 'Unable to remove item from cart. Please try again later',
  'error.creditCardSaveFailed': 'Credit card save failed',
  'error.giftCardSaveFailed': 'Gift card save failed',
  'error.cartItemsMerged': 'Items from your previous visit have been added to your cart.',
  'error.cartExpired': 'Your cart expired, so we started a new one.',

  // Auth
  'error.AUT401': 'The email or password is incorrect. Please try again.',
  'error.AUT418': 'The email or password is incorrect. Please try again.',
  'error.AUT437': 'The email or password is incorrect. Please try again.',
  'error.AUT438': 'The email or password is incorrect. Please try again.',
  'error.AUT423': 'Your account is locked after too many attempts. Reset your password to unlock it.',
  'error.AUT441': 'Your account is locked. Reset your password or contact customer service.',
  'error.AUT426': 'This is your last sign-in attempt before your account is locked.',
  'error.AUT409': 'You are already signed in on another tab. Please refresh the page.',
  'error.AUT498': 'We could not find your customer record. Please sign in again.',
  'error.AUT403': 'We could not verify you are human. Please try again.',
  'error.AUT439': 'An account with this email already exists. Sign in instead.',
  'error.PRO400': 'An account with this email already exists. Sign in instead.',
  'error.AUT402': 'This password reset link has expired. Please request a new one.',
  'error.AUT500': 'Sign-in is unavailable right now. Please try again later.',

  // Cart and inventory
  'error.CART_NOT_FOUND': 'Your cart could not be found. We started a new one.',
  'error.BSK404': 'Your cart could not be found. We started a new one.',
  'error.INVALID_CUSTOMER': 'Your session has changed. The page will reload.',
  'error.ITEM_NOT_AVAILABLE': 'This item is no longer available.',
  'error.ORD430': 'This item is no longer available.',
  'error.ORD404': 'This item is no longer available.',
  'error.NO_PRICE': 'This item has no price right now and cannot be bought.',
  'error.INV702': 'This item has no price right now and cannot be bought.',
  'error.INVALID_PRICE': 'The price of this item has changed. Please review your cart.',
  'error.PRC400': 'The price of this item has changed. Please review your cart.',
  'error.ITEM_OOS': 'This item is out of stock and could not be moved to your cart.',
  'error.ITEMS_OOS': 'Some items are out of stock and could not be moved to your cart.',
  'error.INV700': 'This item is out of stock.',
  'error.INV406': 'This item is out of stock.',
  'error.INV701': 'There is not enough stock for the quantity you chose.',
  'error.INV405': 'Some items are no longer in stock.',
  'error.INV407': 'Some items are no longer in stock.',
  'error.INV409': 'Some items are no longer in stock.',
  'error.ADDED_MAX_QUANTITY': 'You can buy at most {max, number} of this item.',
  'error.ADDED_MAX_QUANTITY.generic': 'You have added the maximum quantity allowed for this item.',
  'error.INV408': 'You have already added the maximum quantity allowed for this item.',
  'error.GWP_PRODUCT': 'The free gift item cannot be added or changed.',
  'error.SOME_PRODUCTS_NO_INVENTORY': 'Some items in your cart are out of stock. Remove them to continue.',
  'error.ITEM_NO_LONGER_AVAILABLE': 'Some items are no longer available. We updated your cart.',

  // Shipping and address
  'error.CANT_SHIP_THERE': 'We cannot ship some items to this address.',
  'error.PAY401': 'We cannot ship some items to this address.',
  'error.SHP500': 'Some items cannot be shipped to a PO box. Please use a street address.',
  'error.SHIPPING_POBOX_UNAVAILABLE':
    'Some items cannot be shipped to a PO box. Please use a street address.',
  'error.SHP404': 'This shipping method is not available for your address.',
  'error.SHP410': 'Please enter a phone number for delivery.',
  'error.CHK380': 'We could not verify this address. Please check it.',
  'error.CHK320': 'We could not verify this address. Please check it.',
  'error.ADDRESS_NOT_FOUND': 'We could not find this address. Please enter it again.',

  // Gift cards
  'error.GC_INVALID2': 'This gift card number or PIN is not valid.',
  'error.GC_ALREADY_APPLIED': 'This gift card is already applied.',
  'error.GC_NOT_ALLOWED': 'Gift cards cannot be used for this order.',
  'error.GC_ZERO_BALANCE': 'This gift card has no balance left.',
  'error.GFC400': 'Please enter a gift card number.',
  'error.GFC410': 'You have applied the maximum number of gift cards.',
  'error.GFC700': 'This gift card number or PIN is not valid.',
  'error.GFC760': 'This gift card number or PIN is not valid.',
  'error.GFC800': 'This gift card number or PIN is not valid.',
  'error.GFC812': 'This gift card has expired.',
  'error.GFC725': 'Gift cards cannot be used for this order.',
  'error.GFC740': 'This gift card has no balance left.',
  'error.GFC755': 'This gift card is already applied.',
  'error.GFC799': 'We could not check the gift card balance. Please try again later.',

  // Payment
  'error.CC_ALREADY_EXISTS': 'This card is already saved to your account.',
  'error.PYT300': 'This card is already saved to your account.',
  'error.PAYMENT_ERROR': 'Your payment could not be processed. Please try another payment method.',
  'error.PAY400': 'Your payment could not be processed. Please try another payment method.',
  'error.PAYMENT_FRAUD_VERIFICATION_EXCEPTION':
    'We could not verify your payment. Please try another method.',
  'error.PYT402': 'We could not verify your payment. Please try another method.',
  'error.CC_EXPIRY_DATE_INVALID': 'The card expiry date is not valid.',
  'error.FE309': 'The card expiry date is not valid.',
  'error.PAYMENT_INSTRUMENT_NOT_FOUND': 'This payment method is no longer available. Please choose another.',
  'error.PYT404': 'This payment method is no longer available. Please choose another.',

  // Promo
  'error.PRM130': 'This promo code is not valid.',
  'error.PRM160': 'This promo code is not valid.',
  'error.PRM135': 'This promo code cannot be used right now.',
  'error.PRM140': 'This promo code has reached its usage limit.',
  'error.PRM150': 'This promo code has already been redeemed.',
  'error.PRM155': 'This promo code has expired.',
  'error.PRM175': 'We could not apply this promo code. Please try again.',
  'error.PRM416': 'This promo code is already applied.',

  // General
  'error.GEN500': 'Something went wrong. Please try again.',
  'error.TAX309': 'We could not calculate tax for your order. Please try again.',
  'error.ORD415': 'We could not calculate your order total. Please try again.',
  // Delivery and store errors (spec 000 section 8), here so the shell can show them on any page.
  'error.STR404': 'We could not find a store there. Try another postal code.',
  'error.GFS800': 'Gift options are not available for orders placed in store.',
  'error.GFO404': 'Gift options are not available for items picked up in store.',
  'error.GFO405': 'A gift option does not apply to this item.',
  'error.ORD516': 'This order is set for pickup in store and can no longer be changed.',
  'error.ORD517': 'This order ships to a store and can no longer be changed.',
  'error.ORD518': 'This order has been sent and can no longer be changed.',
} as const;
