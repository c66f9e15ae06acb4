import type { CataloguePart } from './part';

/**
 * Cart and inventory ids (spec 000 section 8 "Cart and inventory" row). BSK404 recreates the cart
 * (spec 000 section 4 "Cart recovery"); the item ids are shown at item level like their named twins.
 */
export const cartInventoryEntries = {
  BSK404: {
    area: 'cart',
    kind: 'error',
    status: 404,
    message: 'Cart not found',
    handling: [{ kind: 'recreate-cart-and-retry' }],
    chosen: true,
  },
  ORD430: {
    area: 'cart',
    kind: 'error',
    status: 422,
    message: 'This item is currently unavailable.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
  ORD404: {
    area: 'cart',
    kind: 'error',
    status: 422,
    message: 'This item is no longer available.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
  INV700: {
    area: 'cart',
    kind: 'error',
    status: 422,
    message: 'This item is out of stock.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
  INV406: {
    area: 'cart',
    kind: 'error',
    status: 422,
    message: 'This item is out of stock in the selected size or colour.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
  INV701: {
    area: 'cart',
    kind: 'error',
    status: 422,
    message: 'There is no inventory for this item.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
  INV702: {
    area: 'cart',
    kind: 'error',
    status: 422,
    message: 'This item has no price and cannot be purchased right now.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
  INV405: {
    area: 'cart',
    kind: 'error',
    status: 422,
    message: 'Some items in your cart are no longer available.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
  INV407: {
    area: 'cart',
    kind: 'error',
    status: 422,
    message: 'Some items in your cart are out of stock.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
  INV409: {
    area: 'cart',
    kind: 'error',
    status: 422,
    message: 'There is not enough stock for the quantity requested.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
  INV408: {
    area: 'cart',
    kind: 'error',
    status: 422,
    message: 'You have already added the maximum quantity allowed for this item.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
  PRC400: {
    area: 'cart',
    kind: 'error',
    status: 422,
    message: 'The price of this item is not valid.',
    handling: [{ kind: 'item-level' }],
    chosen: true,
  },
} satisfies CataloguePart;
