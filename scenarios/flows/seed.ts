import { defineScenario, type Scenario, step } from '../scenario';
import { addItem, SKU } from './flow-steps';

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

export const seedScenarios: Scenario[] = [fixturesOnAnySeed];
