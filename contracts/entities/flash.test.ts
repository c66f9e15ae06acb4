import { describe, expect, it } from 'vitest';
import { customerNotification, flashEntry } from './flash';

describe('flash entries', () => {
  it('accepts a delivery change and a 3-D Secure request', () => {
    const moved = {
      code: 'PickupToSth',
      details: {
        action: 'SHIPPING_METHOD_CHANGED',
        itemId: 'it-1',
        fromShippingMethod: 'pickup',
        toShippingMethod: 'me',
      },
      message: 'An item will be shipped to your address.',
    };
    expect(flashEntry.parse(moved).details.toShippingMethod).toBe('me');
    const challenge = {
      code: 'PaymentNotAuthorized',
      details: { action: 'THREE_DS_CHALLENGE', sessionID: 's-1', challengeToken: 'tok' },
      message: 'Your bank needs to confirm this payment.',
    };
    expect(flashEntry.safeParse(challenge).success).toBe(true);
  });

  it('rejects an error id as flash code, a missing action and an unknown method', () => {
    const ok = {
      code: 'ProductItemMaxQuantity',
      details: { action: 'QUANTITY_REDUCED', maxQty: 2 },
      message: 'm',
    };
    expect(flashEntry.safeParse(ok).success).toBe(true);
    expect(flashEntry.safeParse({ ...ok, code: 'BSK404' }).success).toBe(false);
    expect(flashEntry.safeParse({ ...ok, details: {} }).success).toBe(false);
    expect(
      flashEntry.safeParse({ ...ok, details: { action: 'NOTIFY', toShippingMethod: 'drone' } }).success,
    ).toBe(false);
  });

  it('checks customer notifications', () => {
    const merged = { code: 'CART_ITEMS_MERGED', severity: 'info', message: 'Cart items merged.' };
    expect(customerNotification.safeParse(merged).success).toBe(true);
    expect(customerNotification.safeParse({ ...merged, severity: 'fatal' }).success).toBe(false);
  });
});
