import { describe, expect, it } from 'vitest';
import { guestToken, newCart } from './flows/common-steps';
import { runScenario } from './runner';
import { defineScenario, step } from './scenario';
import { inProcessTransport } from './transport';

const transport = inProcessTransport(7);

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
