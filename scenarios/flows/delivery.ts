import { defineScenario, type Scenario } from '../scenario';
import { guestToken } from './common-steps';
import {
  ALASKA,
  AUTHORISING_CARD,
  addItem,
  addPayment,
  billTo,
  buyOutStore,
  createCart,
  getCart,
  HOME,
  JACKET_HOME_STOCK,
  JACKET_STORE_STOCK,
  placeOrder,
  reserveHomeStock,
  SKU,
  STORE,
  shipTo,
} from './flow-steps';

/**
 * Delivery notices (spec 000 sections 4 and 8). Stock changes between the cart and its re-check through
 * real calls only: a second cart of the same shopper orders a store's last units for pickup, or reserves
 * the warehouse's units (reserveWithItem). StsToSth comes from a store that stops shipping to store after the
 * cart was made (`setup.stores` with `afterMinutes`) and a clock step past it.
 */

const pickupToSts = defineScenario({
  name: 'delivery-pickup-to-sts',
  description:
    'Two jackets to pick up at Denver; another order takes the store’s last five; the refreshed cart ' +
    'turns the line into ship to store at Denver (PickupToSts).',
  tags: ['flow', 'delivery', 'stock'],
  produces: ['PickupToSts'],
  setup: {
    cart: { items: [{ productId: SKU.jacket, qty: 2, storeId: STORE.denver, shippingMethod: 'pickup' }] },
  },
  steps: [
    ...buyOutStore(SKU.jacket, STORE.denver, JACKET_STORE_STOCK),
    getCart({
      refresh: true,
      expect: {
        flash: ['PickupToSts'],
        fields: {
          'flash.0.details.fromShippingMethod': 'pickup',
          'flash.0.details.toShippingMethod': 'sts',
          'flash.0.details.storeId': STORE.denver,
        },
      },
    }),
  ],
});

const pickupToSth = defineScenario({
  name: 'delivery-pickup-to-sth',
  description:
    'A jacket to pick up at 0903 (no ship to store); another order takes the store’s stock; the refreshed ' +
    'cart turns the line into home delivery (PickupToSth).',
  tags: ['flow', 'delivery', 'stock'],
  produces: ['PickupToSth'],
  setup: {
    cart: {
      items: [{ productId: SKU.jacket, qty: 1, storeId: STORE.noShipToStore, shippingMethod: 'pickup' }],
    },
  },
  steps: [
    ...buyOutStore(SKU.jacket, STORE.noShipToStore, JACKET_STORE_STOCK),
    getCart({
      refresh: true,
      expect: {
        flash: ['PickupToSth'],
        fields: { 'flash.0.details.fromShippingMethod': 'pickup', 'flash.0.details.toShippingMethod': 'me' },
      },
    }),
  ],
});

const pickupToSthTransition = defineScenario({
  name: 'delivery-pickup-to-sth-transition',
  description:
    'The store of a pickup line (0903, no ship to store) sells out before the order: place order answers ' +
    '409 PickupToSthTransition with PickupToSth on the cart; the shopper goes back to shipping, gives a ' +
    'home address and places the order.',
  tags: ['flow', 'delivery', 'checkout', 'stock'],
  produces: ['PickupToSthTransition', 'PickupToSth'],
  setup: {
    cart: {
      items: [{ productId: SKU.jacket, qty: 1, storeId: STORE.noShipToStore, shippingMethod: 'pickup' }],
    },
  },
  steps: [
    billTo(HOME),
    addPayment(AUTHORISING_CARD, { name: 'pay by card' }),
    ...buyOutStore(SKU.jacket, STORE.noShipToStore, JACKET_STORE_STOCK),
    placeOrder({ name: 'place: the store sold out', expect: { errorId: 'PickupToSthTransition' } }),
    getCart({
      name: 'the cart says why',
      expect: { flash: ['PickupToSth'], fields: { 'flash.0.details.toShippingMethod': 'me' } },
    }),
    shipTo(HOME, { name: 'back to shipping: a home address' }),
    placeOrder({ name: 'place again', expect: { fields: { status: 'CONFIRMED' } } }),
  ],
});

const stsToPickup = defineScenario({
  name: 'delivery-sts-to-pickup',
  description:
    'A jacket shipped to Denver; another cart reserves every unit at the warehouse; Denver still has ' +
    'stock, so the refreshed cart turns the line into pickup there (StsToPickup).',
  tags: ['flow', 'delivery', 'stock'],
  produces: ['StsToPickup'],
  setup: {
    cart: { items: [{ productId: SKU.jacket, qty: 1, storeId: STORE.denver, shippingMethod: 'sts' }] },
  },
  steps: [
    reserveHomeStock(SKU.jacket, JACKET_HOME_STOCK),
    getCart({
      refresh: true,
      expect: {
        flash: ['StsToPickup'],
        fields: {
          'flash.0.details.fromShippingMethod': 'sts',
          'flash.0.details.toShippingMethod': 'pickup',
          'flash.0.details.storeId': STORE.denver,
        },
      },
    }),
  ],
});

const sthToPickup = defineScenario({
  name: 'delivery-sth-to-pickup',
  description:
    'A cart with Denver as favourite store and a jacket for home delivery; another cart reserves every ' +
    'unit at the warehouse; the refreshed cart offers pickup at Denver instead (STHToPickup).',
  tags: ['flow', 'delivery', 'stock'],
  produces: ['STHToPickup'],
  steps: [
    guestToken(),
    createCart('cartId', 'create a cart with Denver as favourite store', { favoriteStoreId: STORE.denver }),
    addItem({ productId: SKU.jacket, qty: 1 }),
    reserveHomeStock(SKU.jacket, JACKET_HOME_STOCK),
    getCart({
      refresh: true,
      expect: {
        flash: ['STHToPickup'],
        fields: {
          'flash.0.details.fromShippingMethod': 'me',
          'flash.0.details.toShippingMethod': 'pickup',
          'flash.0.details.storeId': STORE.denver,
        },
      },
    }),
  ],
});

const shippingDowngraded = defineScenario({
  name: 'delivery-shipping-method-downgraded',
  description:
    'Home delivery (me) does not reach Alaska: setting an Anchorage address downgrades the line to ' +
    'standard (OrderShippingMethodDowngraded).',
  tags: ['flow', 'delivery'],
  produces: ['OrderShippingMethodDowngraded'],
  setup: { cart: { items: [{ productId: SKU.jacket }] } },
  steps: [
    shipTo(ALASKA, {
      expect: {
        flash: ['OrderShippingMethodDowngraded'],
        fields: { 'flash.0.details.toShippingMethod': 'standard' },
      },
    }),
  ],
});

const stsToSthTransition = defineScenario({
  name: 'delivery-sts-to-sth-transition',
  description:
    'A ship-to-store line at store 0810, which stops offering ship to store 20 minutes into the session ' +
    '(setup.stores); 21 minutes later place order answers 409 StsToSthTransition and the line is home ' +
    'delivery with the StsToSth flash; the shopper goes back to shipping, gives a home address and places ' +
    'the order.',
  tags: ['flow', 'delivery', 'checkout', 'time'],
  produces: ['StsToSthTransition'],
  setup: {
    stores: [{ storeId: STORE.noPickup, stsEnabled: false, afterMinutes: 20 }],
    cart: { items: [{ productId: SKU.jacket, qty: 1, storeId: STORE.noPickup, shippingMethod: 'sts' }] },
  },
  steps: [
    billTo(HOME),
    addPayment(AUTHORISING_CARD, { name: 'pay by card' }),
    { name: 'the store stops shipping to store', clock: { advance: 'PT21M' } },
    placeOrder({
      name: 'place: ship to store is no longer possible',
      expect: { errorId: 'StsToSthTransition' },
    }),
    getCart({
      name: 'the line now goes home, with its flash',
      expect: { flash: ['StsToSth'], fields: { 'flash.0.details.toShippingMethod': 'me' } },
    }),
    shipTo(HOME, { name: 'back to shipping: a home address' }),
    placeOrder({ name: 'place again' }),
  ],
});

export const deliveryScenarios: Scenario[] = [
  pickupToSts,
  pickupToSth,
  pickupToSthTransition,
  stsToPickup,
  sthToPickup,
  shippingDowngraded,
  stsToSthTransition,
];
