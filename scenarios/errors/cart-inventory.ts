import { guestToken } from '../flows/common-steps';
import { addItem, createCart, SKU, str } from '../flows/flow-steps';
import { type Scenario, type Step, step } from '../scenario';
import { realError } from './helpers';

/** Cart and inventory group (docs/decisions.md, "Simulator: carts, checkout and wishlists"). */
const G = 'cart-inventory';

/** Changes the saved line to another variant of its product (updateCartItem), expecting `errorId`. */
const changeLineTo = (productId: string, errorId: 'ORD430' | 'INV702'): Step =>
  step('updateCartItem', {
    name: `change the line to ${productId}`,
    params: (v) => ({ basketId: str(v, 'cartId') }),
    body: (v) => ({ itemId: str(v, 'itemId'), productId }),
    expect: { errorId },
  });

export const cartInventoryErrorScenarios: Scenario[] = [
  realError(G, 'BSK404', 'Reading a basket id that was never created answers BSK404.', [
    guestToken(),
    step('getCart', {
      name: 'read an unknown basket',
      params: { basketId: 'bk-unknown' },
      expect: { errorId: 'BSK404' },
    }),
  ]),
  realError(
    G,
    'ORD430',
    'The navy jacket (SPJK0001NVY) is offline: changing a black jacket line to navy answers ORD430.',
    {
      setup: { catalogue: [{ productId: 'SPJK0001NVY', online: false }] },
      steps: [
        guestToken(),
        createCart(),
        addItem({ productId: SKU.jacket }),
        changeLineTo('SPJK0001NVYM', 'ORD430'),
      ],
    },
  ),
  realError(G, 'ORD404', 'The details of an offline product (SPHG0001) answer ORD404.', [
    guestToken(),
    step('getProductDetails', {
      name: 'details of an offline product',
      params: { productId: 'SPHG0001' },
      expect: { errorId: 'ORD404' },
    }),
  ]),
  realError(G, 'INV700', 'Adding a product out of stock in every size (SPHB0001) answers INV700.', [
    guestToken(),
    createCart(),
    addItem({ productId: SKU.outOfStockBoot }, { expect: { errorId: 'INV700' }, save: {} }),
  ]),
  realError(G, 'INV406', 'Adding a sold-out size whose other sizes are in stock answers INV406.', [
    guestToken(),
    createCart(),
    addItem({ productId: SKU.sneakerSize9 }, { expect: { errorId: 'INV406' }, save: {} }),
  ]),
  realError(G, 'INV701', "Checking availability of another product's sku answers INV701.", [
    guestToken(),
    step('checkProductAvailability', {
      name: 'availability of a foreign sku',
      params: { productId: 'SPJK0001' },
      body: { items: [{ sku: 'SPJK0002ABLM' }] },
      expect: { errorId: 'INV701' },
    }),
  ]),
  realError(
    G,
    'INV702',
    'The navy jacket has no USD price: changing a black jacket line to navy answers INV702.',
    {
      setup: { catalogue: [{ productId: 'SPJK0001NVY', prices: { USD: null } }] },
      steps: [
        guestToken(),
        createCart(),
        addItem({ productId: SKU.jacket }),
        changeLineTo('SPJK0001NVYM', 'INV702'),
      ],
    },
  ),
  realError(G, 'INV405', 'Reserving a product that does not exist answers INV405.', [
    guestToken(),
    step('reserveCartWithItem', {
      name: 'reserve an unknown product',
      body: { productId: 'ZZZZ0000XXX', qty: 1 },
      expect: { errorId: 'INV405' },
    }),
  ]),
  realError(G, 'INV407', 'Reserving a sold-out product answers INV407.', [
    guestToken(),
    step('reserveCartWithItem', {
      name: 'reserve a sold-out boot',
      body: { productId: SKU.outOfStockBoot, qty: 1 },
      expect: { errorId: 'INV407' },
    }),
  ]),
  realError(G, 'INV409', 'Reserving more than the 25 jackets at home answers INV409.', [
    guestToken(),
    step('reserveCartWithItem', {
      name: 'reserve 500 jackets',
      body: { productId: SKU.jacket, qty: 500 },
      expect: { errorId: 'INV409' },
    }),
  ]),
  realError(G, 'INV408', 'Updating a made-to-order line (max 5) to 6 answers INV408.', [
    guestToken(),
    createCart(),
    addItem({ productId: SKU.customBackpack, recipeId: 'rcp-0001' }),
    step('updateCartItem', {
      name: 'update the backpack to 6',
      params: (v) => ({ basketId: str(v, 'cartId') }),
      body: (v) => ({ itemId: str(v, 'itemId'), qty: 6 }),
      expect: { errorId: 'INV408' },
    }),
  ]),
  realError(G, 'PRC400', 'An associate amount adjustment larger than the cart answers PRC400.', [
    step('agentLogin', {
      name: 'associate E10442 logs in at Denver',
      body: { storeId: '0412', username: 'E10442', password: 'Associate2026!' },
      expect: {},
      save: { token: 'access_token' },
    }),
    createCart(),
    addItem({ productId: SKU.jacket }),
    step('addPriceAdjustment', {
      name: 'take 5000 off a 229 cart',
      params: (v) => ({ basketId: str(v, 'cartId') }),
      body: { level: 'ORDER', type: 'AMOUNT', value: 5000, reasonCode: 'PRICE_MATCH' },
      expect: { errorId: 'PRC400' },
    }),
  ]),
];
