import type { CataloguePart } from './part';

/**
 * Flash and item codes (spec 000 sections 4 and 8). Flash entries and per-item codes ride on a
 * successful (200) cart or order response. PickupToSthTransition, StsToSthTransition and
 * InvalidShippingAddress are place-order errors (409) that return the step to shipping; the spec also
 * lists InvalidShippingAddress among the cart item codes, where the same entry applies.
 */
export const flashEntries = {
  PaymentNotAuthorized: {
    area: 'payment',
    kind: 'flash',
    status: 200,
    message: 'Your bank needs to confirm this payment.',
    handling: [{ kind: 'three-ds-challenge' }],
    chosen: true,
  },
  PickupToSth: {
    area: 'delivery',
    kind: 'flash',
    status: 200,
    message: 'An item can no longer be picked up in store and will be shipped to your address.',
    handling: [{ kind: 'refresh-cart' }, { kind: 'order-updated-message' }],
    chosen: true,
  },
  PickupToSts: {
    area: 'delivery',
    kind: 'flash',
    status: 200,
    message: 'An item can no longer be picked up today and will be shipped to the store.',
    handling: [{ kind: 'refresh-cart' }, { kind: 'order-updated-message' }],
    chosen: true,
  },
  StsToSth: {
    area: 'delivery',
    kind: 'flash',
    status: 200,
    message: 'An item can no longer be shipped to the store and will be shipped to your address.',
    handling: [{ kind: 'refresh-cart' }, { kind: 'order-updated-message' }],
    chosen: true,
  },
  StsToPickup: {
    area: 'delivery',
    kind: 'flash',
    status: 200,
    message: 'An item is now available for pickup in store.',
    handling: [{ kind: 'refresh-cart' }, { kind: 'order-updated-message' }],
    chosen: true,
  },
  STHToPickup: {
    area: 'delivery',
    kind: 'flash',
    status: 200,
    message: 'An item will be picked up in store instead of being shipped to your address.',
    handling: [{ kind: 'refresh-cart' }, { kind: 'order-updated-message' }],
    chosen: true,
  },
  OrderShippingMethodDowngraded: {
    area: 'delivery',
    kind: 'flash',
    status: 200,
    message: 'Your shipping method has changed to one that is available for your order.',
    handling: [{ kind: 'refresh-cart' }, { kind: 'order-updated-message' }],
    chosen: true,
  },
  PickupToSthTransition: {
    area: 'delivery',
    kind: 'error',
    status: 409,
    message:
      'Some items can no longer be picked up and must be shipped. Please review your shipping details.',
    handling: [{ kind: 'step-back', step: 'shipping' }],
    chosen: true,
  },
  StsToSthTransition: {
    area: 'delivery',
    kind: 'error',
    status: 409,
    message: 'Some items can no longer be shipped to the store. Please review your shipping details.',
    handling: [{ kind: 'step-back', step: 'shipping' }],
    chosen: true,
  },
  InvalidShippingAddress: {
    area: 'shipping',
    kind: 'error',
    status: 409,
    message: 'Your shipping address is not valid for this order. Please review your shipping details.',
    handling: [{ kind: 'step-back', step: 'shipping' }],
    chosen: true,
  },
  ProductLineItemInventoryMissing: {
    area: 'stock',
    kind: 'item',
    status: 200,
    message: 'Only part of the requested quantity is in stock. The quantity has been updated.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
  ProductItemNotAvailable: {
    area: 'stock',
    kind: 'item',
    status: 200,
    message: 'This item is no longer available.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
  ProductLineItemFullInventoryMissing: {
    area: 'stock',
    kind: 'item',
    status: 200,
    message: 'This item is out of stock. Remove it to complete your order.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
  ProductItemMaxQuantity: {
    area: 'stock',
    kind: 'item',
    status: 200,
    message: 'The quantity has been reduced to the maximum allowed for this item.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
  ProductItemRequired: {
    area: 'stock',
    kind: 'item',
    status: 200,
    message: 'This item needs a required selection before you can check out.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
} satisfies CataloguePart;
