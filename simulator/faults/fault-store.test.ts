import { describe, expect, it } from 'vitest';
import { faultRequest } from './fault';
import { FaultStore } from './fault-store';

describe('fault requests', () => {
  it('accepts the ARCHITECTURE.md example and needs an effect', () => {
    const ok = faultRequest.safeParse({
      operation: 'PUT /cart/v2/checkout/order',
      errorId: 'PYT402',
      times: 1,
    });
    expect(ok.success).toBe(true);
    const none = faultRequest.safeParse({ operation: 'getCart' });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toMatch(/needs an effect/);
  });

  it('rejects unknown error ids, success statuses and zero times', () => {
    expect(faultRequest.safeParse({ operation: 'getCart', errorId: 'NOPE' }).success).toBe(false);
    expect(faultRequest.safeParse({ operation: 'getCart', status: 200 }).success).toBe(false);
    expect(faultRequest.safeParse({ operation: 'getCart', status: 503, times: 0 }).success).toBe(false);
  });
});

describe('fault store', () => {
  it('counts down `times` and then lets calls through', () => {
    const store = new FaultStore();
    store.add('placeOrder', { operation: 'placeOrder', errorId: 'PYT402', times: 2 });
    expect(store.take('placeOrder')?.effect.errorId).toBe('PYT402');
    expect(store.take('placeOrder')?.effect.errorId).toBe('PYT402');
    expect(store.take('placeOrder')).toBeUndefined();
  });

  it('keeps an unlimited fault and matches only its operation', () => {
    const store = new FaultStore();
    store.add('getCart', { operation: 'getCart', latencyMs: 5 });
    for (let i = 0; i < 5; i++) expect(store.take('getCart')?.effect.latencyMs).toBe(5);
    expect(store.take('placeOrder')).toBeUndefined();
    store.clear();
    expect(store.list()).toHaveLength(0);
  });
});
