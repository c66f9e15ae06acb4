/** The cart texts every page shows: the cart button, adding to the cart, cart recovery. The cart page's own are in cart-page.ts. */
export const cart = {
  'cart.button.label': '{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}',
  'cart.add.maxQuantity': 'You can add up to {max, number} of this item',
  'cart.add.failed': 'We could not add this item to your cart. Please try again.',
  'cart.recovery.expired': 'Your cart has expired. We have created a new one for you.',
  'cart.recovery.lost':
    '{count, plural, one {# item could not be added back.} other {# items could not be added back.}}',
  'cart.recovery.invalidCustomer':
    'This cart belongs to a different customer. We are creating a new cart and will reload the page.',
} as const;
