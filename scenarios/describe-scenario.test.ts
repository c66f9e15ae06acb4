import { describe, expect, it } from 'vitest';
import { allScenarios } from '.';
import { describeScenario } from './describe-scenario';

const byName = (name: string) => {
  const found = allScenarios.find((s) => s.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found;
};

describe('describeScenario', () => {
  it('shows the setup, then every call with its body and what it expects, setup calls first', () => {
    expect(describeScenario(byName('item-stock-sold-out-at-home'))).toEqual([
      'item-stock-sold-out-at-home',
      expect.stringMatching(/^ {2}Set up with no black M jackets/),
      '  tags: flow, cart, stock, delivery',
      '  produces: INV406, ProductLineItemInventoryMissing',
      'setup:',
      '  cart: empty',
      '  stock: SPJK0001BLKM at home: 0',
      '  stock: SPJK0001BLKM at 0412: 1',
      'steps:',
      '   1. setup: guest token: POST /token/v2/auth/token -> HTTP 200',
      '      body: {"type":"Guest"}',
      '   2. setup: create cart: POST /cart/v1/cart -> HTTP 201; totalItems = 0',
      '      body: {}',
      '   3. home delivery: POST /cart/v1/item -> INV406 (HTTP 422)',
      '      body: {"cartId":"<cartId>","productId":"SPJK0001BLKM"}',
      '   4. pick up two at Denver: POST /cart/v1/item -> HTTP 200; flash ProductLineItemInventoryMissing; items.0.qty = 1',
      '      body: {"cartId":"<cartId>","productId":"SPJK0001BLKM","qty":2,"storeId":"0412","shippingMethod":"pickup"}',
    ]);
  });

  it('shows the seed, the signed-in shopper and injected faults', () => {
    const seeded = describeScenario(byName('documented-fixtures-on-seed-42'));
    expect(seeded).toContain('  seed: 42');
    expect(seeded).toContain('  shopper: registered@example.com, signed in');
    const injected = describeScenario(byName('error-gen500'));
    expect(injected).toContain('  injected: yes (needs the harness control API)');
    expect(injected).toContain('  fault: getServerTime answers GEN500 (once)');
  });

  it('shows catalogue and store changes', () => {
    expect(describeScenario(byName('error-invalid-price'))).toContain(
      '  product: SPJK0001 USD price 250 (original 229)',
    );
    expect(describeScenario(byName('error-ord430'))).toContain('  product: SPJK0001NVY offline');
    const later = describeScenario({
      ...byName('error-ord430'),
      setup: { stores: [{ storeId: '0810', stsEnabled: false, afterMinutes: 20 }] },
    });
    expect(later).toContain('  store: 0810 ship to store off after 20 min');
  });
});
