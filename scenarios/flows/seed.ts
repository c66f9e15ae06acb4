import { defineScenario, type Scenario, step } from '../scenario';
import { guestToken } from './common-steps';
import { addItem, SKU, str } from './flow-steps';

/**
 * The documented fixtures (README: accounts, the SP*0001 products and their prices) are fixed data, not
 * faker output, so QA scripts keep working on any seed. This scenario runs on another seed to hold that.
 */
const fixturesOnAnySeed = defineScenario({
  name: 'documented-fixtures-on-seed-42',
  description:
    'On seed 42 the documented fixtures hold: registered@example.com signs in, the black jacket is 229.00 ' +
    'with 25 at home, and the low-stock fleece still reduces a line of three to two.',
  tags: ['flow', 'seed'],
  seed: 42,
  setup: { shopper: { signIn: 'registered@example.com' }, cart: { items: [{ productId: SKU.jacket }] } },
  steps: [
    step('getProductDetails', {
      name: 'the black jacket',
      params: { productId: 'SPJK0001BLK' },
      expect: { fields: { masterId: 'SPJK0001', 'price.lowCurrent': 229 } },
    }),
    step('getCart', {
      name: 'the setup cart prices the jacket at 229.00',
      params: (v) => ({ basketId: String(v.cartId) }),
      expect: { fields: { 'totals.totalUnits': 1, 'items.0.price.current': 229 } },
    }),
    addItem(
      { productId: SKU.lowStockFleece, qty: 3 },
      { name: 'three low-stock fleeces', expect: { flash: ['ProductLineItemInventoryMissing'] } },
    ),
  ],
});

const EN_CA = { 'x-locale': 'en-ca' };

/**
 * The seeded route to NO_PRICE (error-no-price takes a price away through setup): the US-only sandal
 * SPSD0001 has no CAD price, so a Canadian shopper neither finds it nor can buy it.
 */
const usOnlyProduct = defineScenario({
  name: 'us-only-product-not-sold-in-canada',
  description:
    'The seeded US-only sandal (SPSD0001, no CAD price): 59.00 and found on en-us; on en-ca its details ' +
    'answer ORD404, search leaves it out and adding it to a CAD cart answers NO_PRICE.',
  tags: ['flow', 'seed', 'cart'],
  produces: ['NO_PRICE', 'ORD404'],
  steps: [
    step('getProductDetails', {
      name: 'the sandal on en-us',
      params: { productId: 'SPSD0001BLK' },
      expect: { fields: { masterId: 'SPSD0001', 'price.lowCurrent': 59 } },
    }),
    step('searchProducts', {
      name: 'search lakeshore on en-us',
      query: { q: 'lakeshore' },
      expect: { fields: { 'pagination.total': 1, 'products.0.masterId': 'SPSD0001' } },
    }),
    step('getProductDetails', {
      name: 'the sandal on en-ca',
      params: { productId: 'SPSD0001BLK' },
      headers: EN_CA,
      expect: { errorId: 'ORD404' },
    }),
    step('searchProducts', {
      name: 'search lakeshore on en-ca',
      query: { q: 'lakeshore' },
      headers: EN_CA,
      expect: { fields: { 'pagination.total': 0 } },
    }),
    guestToken(),
    step('createCart', {
      name: 'create a CAD cart',
      body: {},
      headers: EN_CA,
      expect: { fields: { currency: 'CAD' } },
      save: { cartId: 'id' },
    }),
    step('addCartItem', {
      name: 'add the sandal to the CAD cart',
      body: (v) => ({ cartId: str(v, 'cartId'), productId: SKU.usOnlySandal }),
      headers: EN_CA,
      expect: { errorId: 'NO_PRICE' },
    }),
  ],
});

export const seedScenarios: Scenario[] = [fixturesOnAnySeed, usOnlyProduct];
