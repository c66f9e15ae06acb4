import { describe, expect, it } from 'vitest';
import { seedData } from '../simulator/db/seed/seed-data';
import { inProcessTransport } from '../simulator/transports/in-process';
import { guestToken, newCart } from './flows/common-steps';
import { SKU } from './flows/flow-steps';
import { scenarioPresets } from './presets';
import { runScenario } from './runner';
import { defineScenario, type Scenario, step } from './scenario';

const addToCart = defineScenario({
  name: 'runner-smoke-add-to-cart',
  description: 'A guest adds the in-stock jacket to a new cart.',
  tags: ['test'],
  steps: [
    guestToken(),
    newCart(),
    step('getProductDetails', {
      name: 'jacket details',
      params: { productId: 'SPJK0001BLK' },
      expect: {},
      save: { sku: 'variants.0.sku' },
    }),
    step('addCartItem', {
      name: 'add one',
      body: (v) => ({ cartId: String(v.cartId), productId: String(v.sku), qty: 1 }),
      expect: { fields: { totalItems: 1, 'totals.totalUnits': 1 } },
    }),
  ],
});

/** A product whose generated name depends on the seed. */
const GENERATED = 'SPJK0101';
const nameInSeed = (seed: number) =>
  seedData(seed).catalogue.products.find((p) => p.styleId === GENERATED)?.name;

const productName = (seed?: number): Scenario =>
  defineScenario({
    name: `runner-seed-${seed ?? 'default'}`,
    description: `The generated ${GENERATED} reads as seed ${seed ?? 7} made it.`,
    tags: ['test'],
    ...(seed === undefined ? {} : { seed }),
    steps: [
      step('getProductDetails', {
        name: 'generated product',
        params: { productId: GENERATED },
        expect: { fields: { name: nameInSeed(seed ?? 7) } },
      }),
    ],
  });

const signedInWithCart = defineScenario({
  name: 'runner-setup-shopper-and-cart',
  description: 'Set up signed in, with two jackets and SPRING20 in the cart.',
  tags: ['test'],
  setup: {
    shopper: { signIn: 'registered@example.com' },
    cart: { items: [{ productId: SKU.jacket, qty: 2 }], coupons: ['SPRING20'] },
  },
  steps: [
    step('getCart', {
      name: 'the setup cart',
      params: (v) => ({ basketId: String(v.cartId) }),
      expect: { fields: { 'totals.totalUnits': 2, 'couponItems.0.code': 'SPRING20' } },
    }),
    step('getConsumer', { name: 'the signed-in profile', expect: {} }),
  ],
});

const lastJacket = defineScenario({
  name: 'runner-setup-inventory',
  description: 'Set up with one jacket left at home: adding two reduces the line to one.',
  tags: ['test'],
  setup: { inventory: [{ sku: SKU.jacket, quantity: 1 }] },
  steps: [
    guestToken(),
    newCart(),
    step('addCartItem', {
      name: 'add two',
      body: (v) => ({ cartId: String(v.cartId), productId: SKU.jacket, qty: 2 }),
      expect: { flash: ['ProductLineItemInventoryMissing'], fields: { 'items.0.qty': 1 } },
    }),
  ],
});

const withSetup = [productName(8), signedInWithCart, lastJacket];
const transport = inProcessTransport({ seed: 7, presets: scenarioPresets(withSetup) });

describe('scenario runner', () => {
  it('runs steps in order, passing saved values on, and reports a pass', async () => {
    const result = await runScenario(addToCart, transport);
    expect(result.error).toBeUndefined();
    expect(result.steps.map((s) => s.differences)).toEqual([[], [], [], []]);
    expect(result.passed).toBe(true);
  });

  it('stops at the first differing step and says what differed', async () => {
    const wrong = defineScenario({
      ...addToCart,
      name: 'runner-smoke-wrong',
      steps: [
        ...addToCart.steps.slice(0, 3),
        step('getCart', { name: 'unknown cart', params: { basketId: 'bk-nope' }, expect: {} }),
      ],
    });
    const result = await runScenario(wrong, transport);
    expect(result.passed).toBe(false);
    const last = result.steps.at(-1);
    expect(last?.differences).toContainEqual({ path: 'status', expected: 200, actual: 404 });
  });

  it('expects an error id with its catalogue status', async () => {
    const missing = defineScenario({
      name: 'runner-smoke-error',
      description: 'An unknown basket answers BSK404.',
      tags: ['test'],
      steps: [
        guestToken(),
        step('getCart', {
          name: 'unknown cart',
          params: { basketId: 'bk-nope' },
          expect: { errorId: 'BSK404' },
        }),
      ],
    });
    expect((await runScenario(missing, transport)).passed).toBe(true);
  });
});

describe('scenario setup and seed', () => {
  it('signs the shopper in and fills the cart before the steps, reporting them as setup', async () => {
    const result = await runScenario(signedInWithCart, transport);
    expect(result.error).toBeUndefined();
    expect(result.passed).toBe(true);
    expect(result.steps.map((s) => s.name)).toEqual([
      'setup: guest token',
      'setup: sign in registered@example.com',
      'setup: exchange the code',
      'setup: create cart',
      `setup: add 2 x ${SKU.jacket}`,
      'setup: apply coupon SPRING20',
      'the setup cart',
      'the signed-in profile',
    ]);
  });

  it('sets stock levels in the scenario’s session only', async () => {
    expect((await runScenario(lastJacket, transport)).passed).toBe(true);
    const unchanged = defineScenario({ ...lastJacket, name: 'runner-no-inventory', setup: {} });
    const result = await runScenario(unchanged, transport);
    expect(result.steps.at(-1)?.differences).toContainEqual({
      path: 'items.0.qty',
      expected: 1,
      actual: 2,
    });
  });

  it('runs a scenario on its own seed while others keep the simulator’s', async () => {
    expect(nameInSeed(8)).not.toBe(nameInSeed(7));
    expect((await runScenario(productName(8), transport)).passed).toBe(true);
    expect((await runScenario(productName(), transport)).passed).toBe(true);
  });

  it('says why when the target cannot activate a scenario that changes its world', async () => {
    const result = await runScenario(lastJacket, inProcessTransport({ seed: 7 }));
    expect(result.passed).toBe(false);
    expect(result.steps).toEqual([]);
    expect(result.error).toMatch(
      /^setup: in-process simulator did not activate "runner-setup-inventory" \(HTTP 404: No scenario named/,
    );
  });
});
