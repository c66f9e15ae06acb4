import { defineScenario, type Scenario, step } from '../scenario';
import { guestToken } from './common-steps';
import {
  AUTHORISING_CARD,
  addItem,
  addPayment,
  billTo,
  createCart,
  getCart,
  HOME,
  JACKET_HOME_STOCK,
  placeOrder,
  reserveHomeStock,
  SKU,
  STORE,
  shipTo,
  str,
} from './flow-steps';

/**
 * Item stock states (spec 000 section 8): lines reduced to what is left, lines with nothing left, lines
 * over their maximum, made-to-order lines without a design, out-of-stock and pickup-only products. Stock
 * a scenario starts from is set in its setup (`inventory`); stock that changes mid-scenario changes the real
 * way, through a second cart's reservation (reserveWithItem).
 * ProductItemNotAvailable (a product taken offline after it was added) comes from `setup.catalogue` with
 * `afterMinutes` and a clock step past it.
 */

const reducedOnAdd = defineScenario({
  name: 'item-stock-reduced-on-add',
  description:
    'Three of the low-stock fleece (2 at home): the line is reduced to 2 with ProductLineItemInventoryMissing.',
  tags: ['flow', 'cart', 'stock'],
  produces: ['ProductLineItemInventoryMissing'],
  steps: [
    guestToken(),
    createCart(),
    addItem(
      { productId: SKU.lowStockFleece, qty: 3 },
      {
        expect: {
          flash: ['ProductLineItemInventoryMissing'],
          fields: { 'items.0.qty': 2, 'flash.0.details.action': 'QUANTITY_REDUCED' },
        },
      },
    ),
  ],
});

const reducedOnRefresh = defineScenario({
  name: 'item-stock-reduced-on-refresh',
  description:
    'Three jackets in the cart; another cart reserves all but two at the warehouse; the refreshed cart ' +
    'reduces the line to 2 (ProductLineItemInventoryMissing).',
  tags: ['flow', 'cart', 'stock'],
  produces: ['ProductLineItemInventoryMissing'],
  setup: { cart: { items: [{ productId: SKU.jacket, qty: 3 }] } },
  steps: [
    reserveHomeStock(SKU.jacket, JACKET_HOME_STOCK - 2),
    getCart({
      refresh: true,
      expect: { flash: ['ProductLineItemInventoryMissing'], fields: { 'items.0.qty': 2 } },
    }),
  ],
});

const fullInventoryMissing = defineScenario({
  name: 'item-stock-full-inventory-missing',
  description:
    'A jacket in the cart; another cart reserves every unit at the warehouse; the refreshed cart flags ' +
    'the line (ProductLineItemFullInventoryMissing) and place order answers SOME_PRODUCTS_NO_INVENTORY.',
  tags: ['flow', 'cart', 'stock', 'checkout'],
  produces: ['ProductLineItemFullInventoryMissing', 'SOME_PRODUCTS_NO_INVENTORY'],
  setup: { cart: { items: [{ productId: SKU.jacket, qty: 1 }] } },
  steps: [
    reserveHomeStock(SKU.jacket, JACKET_HOME_STOCK),
    getCart({
      refresh: true,
      expect: {
        flash: ['ProductLineItemFullInventoryMissing'],
        fields: { 'flash.0.details.action': 'NOTIFY' },
      },
    }),
    placeOrder({ billingAddress: HOME, expect: { errorId: 'SOME_PRODUCTS_NO_INVENTORY' } }),
  ],
});

const outOfStock = defineScenario({
  name: 'item-stock-out-of-stock',
  description:
    'Adding a product out of stock everywhere answers INV700; adding the out-of-stock size 9 of a ' +
    'sneaker whose other sizes are in stock answers INV406.',
  tags: ['flow', 'cart', 'stock'],
  produces: ['INV700', 'INV406'],
  setup: { cart: {} },
  steps: [
    addItem({ productId: SKU.outOfStockBoot }, { expect: { errorId: 'INV700' }, save: {} }),
    addItem({ productId: SKU.sneakerSize9 }, { expect: { errorId: 'INV406' }, save: {} }),
  ],
});

const pickupOnly = defineScenario({
  name: 'item-stock-pickup-only',
  description:
    'A pickup-only trail runner (none at home) cannot be delivered home (INV700) but can be picked up at ' +
    'Denver.',
  tags: ['flow', 'cart', 'stock', 'delivery'],
  produces: ['INV700'],
  steps: [
    guestToken(),
    createCart(),
    addItem(
      { productId: SKU.pickupOnlyRunner },
      { name: 'home delivery', expect: { errorId: 'INV700' }, save: {} },
    ),
    addItem(
      { productId: SKU.pickupOnlyRunner, storeId: STORE.denver, shippingMethod: 'pickup' },
      { name: 'pick up at Denver', expect: { fields: { totalItems: 1 } } },
    ),
  ],
});

const maxQuantity = defineScenario({
  name: 'item-stock-max-quantity',
  description:
    'A made-to-order backpack (design rcp-0001) is capped at 5 per line (ProductItemMaxQuantity); adding ' +
    'one more answers ADDED_MAX_QUANTITY and setting 6 answers INV408.',
  tags: ['flow', 'cart', 'stock'],
  produces: ['ProductItemMaxQuantity', 'ADDED_MAX_QUANTITY', 'INV408'],
  steps: [
    guestToken(),
    createCart(),
    addItem(
      { productId: SKU.customBackpackStyle, recipeId: 'rcp-0001', qty: 7 },
      { expect: { flash: ['ProductItemMaxQuantity'], fields: { 'items.0.qty': 5, 'items.0.maxQty': 5 } } },
    ),
    addItem(
      { productId: SKU.customBackpackStyle, recipeId: 'rcp-0001', qty: 1 },
      { name: 'one more', expect: { errorId: 'ADDED_MAX_QUANTITY' }, save: {} },
    ),
    step('updateCartItem', {
      name: 'set 6',
      params: (v) => ({ basketId: str(v, 'cartId') }),
      body: (v) => ({ itemId: str(v, 'itemId'), qty: 6 }),
      expect: { errorId: 'INV408' },
    }),
  ],
});

const optionRequired = defineScenario({
  name: 'item-stock-option-required',
  description: 'A customisable backpack added without a design is flagged ProductItemRequired.',
  tags: ['flow', 'cart', 'stock'],
  produces: ['ProductItemRequired'],
  steps: [
    guestToken(),
    createCart(),
    addItem(
      { productId: SKU.customBackpack },
      { expect: { flash: ['ProductItemRequired'], fields: { 'flash.0.details.action': 'OPTION_REQUIRED' } } },
    ),
  ],
});

const soldOutAtHome = defineScenario({
  name: 'item-stock-sold-out-at-home',
  description:
    'Set up with no black M jackets left at the warehouse and one at Denver: home delivery answers INV406 ' +
    '(other sizes are in stock); picking up two at Denver reduces the line to the last one.',
  tags: ['flow', 'cart', 'stock', 'delivery'],
  produces: ['INV406', 'ProductLineItemInventoryMissing'],
  setup: {
    cart: {},
    inventory: [
      { sku: SKU.jacket, quantity: 0 },
      { sku: SKU.jacket, location: STORE.denver, quantity: 1 },
    ],
  },
  steps: [
    addItem({ productId: SKU.jacket }, { name: 'home delivery', expect: { errorId: 'INV406' }, save: {} }),
    addItem(
      { productId: SKU.jacket, qty: 2, storeId: STORE.denver, shippingMethod: 'pickup' },
      {
        name: 'pick up two at Denver',
        expect: { flash: ['ProductLineItemInventoryMissing'], fields: { 'items.0.qty': 1 } },
      },
    ),
  ],
});

const goesOffline = defineScenario({
  name: 'checkout-product-goes-offline',
  description:
    'The jacket goes offline 20 minutes into the session (setup.catalogue); 21 minutes later place order ' +
    'answers ITEM_NO_LONGER_AVAILABLE and the cart flags the line ProductItemNotAvailable (no longer counted); ' +
    'the shopper removes the line, adds the fleece, pays and places the order.',
  tags: ['flow', 'checkout', 'stock', 'time'],
  produces: ['ProductItemNotAvailable', 'ITEM_NO_LONGER_AVAILABLE'],
  setup: {
    catalogue: [{ productId: 'SPJK0001', online: false, afterMinutes: 20 }],
    cart: { items: [{ productId: SKU.jacket, qty: 1 }] },
  },
  steps: [
    shipTo(HOME),
    billTo(HOME),
    { name: 'the jacket goes offline', clock: { advance: 'PT21M' } },
    placeOrder({ name: 'place: an item is gone', expect: { errorId: 'ITEM_NO_LONGER_AVAILABLE' } }),
    getCart({
      name: 'the line is not available, with its flash',
      expect: {
        flash: ['ProductItemNotAvailable'],
        fields: { 'items.0.available': false, 'totals.itemTotal': 0 },
      },
    }),
    step('removeCartItem', {
      name: 'remove the offline line',
      body: (v) => ({ cartId: str(v, 'cartId'), itemId: str(v, 'itemId') }),
      expect: {},
    }),
    addItem({ productId: SKU.lowStockFleece, qty: 1 }, { save: {} }),
    addPayment(AUTHORISING_CARD, { name: 'pay by card' }),
    placeOrder({ name: 'place again' }),
  ],
});

export const stockScenarios: Scenario[] = [
  reducedOnAdd,
  reducedOnRefresh,
  fullInventoryMissing,
  outOfStock,
  pickupOnly,
  maxQuantity,
  optionRequired,
  soldOutAtHome,
  goesOffline,
];
