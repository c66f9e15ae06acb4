import { describe, expect, it } from 'vitest';
import type { Cart } from '../../commerce/cart';
import {
  type CheckoutFlowState,
  carriedFlow,
  hasStoredFlow,
  INITIAL_FLOW,
  isStepCompleted,
  needsShippingAddress,
  readStoredFlow,
  resolveStep,
  stepGuard,
  storedFlow,
  transition,
} from './checkout-flow';

type Line = Cart['items'][number];

function line(code: string, extra: { available?: boolean; storeId?: string } = {}): Line {
  return {
    id: `line-${code}`,
    shippingOptions: [
      {
        selected: true,
        available: extra.available ?? true,
        shippingMethod: { code, label: code, price: 0 },
        ...(extra.storeId ? { storeInfo: { id: extra.storeId, storeInventory: 3 } } : {}),
      },
    ],
  } as unknown as Line;
}

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Main St',
  city: 'Denver',
  postalCode: '80202',
  country: 'US',
};

function cart(parts: Partial<Cart> = {}): Cart {
  return {
    id: 'bk-1',
    items: [line('me')],
    totals: { remainingToPay: 100 },
    ...parts,
  } as unknown as Cart;
}

const shipped = cart({ shippingAddress: ADDRESS });
const CARD = { payment_method_id: 'CREDIT_CARD', payment_instrument_id: 'pi-1', amount: 100 };
const paid = cart({
  shippingAddress: ADDRESS,
  billingAddress: ADDRESS,
  payment_instruments: [CARD],
  totals: { remainingToPay: 0 } as Cart['totals'],
} as Partial<Cart>);

describe('checkout flow guards', () => {
  it('billing needs a shipping address when a line ships home', () => {
    expect(stepGuard(cart(), 'billing')).toBe(false);
    expect(stepGuard(shipped, 'billing')).toBe(true);
  });

  it('a cart of pickup lines needs no home address, but each pickup line needs its store', () => {
    const pickup = cart({ items: [line('pickup', { storeId: '0412' })] });
    expect(needsShippingAddress(pickup)).toBe(false);
    expect(stepGuard(pickup, 'billing')).toBe(true);
    expect(stepGuard(cart({ items: [line('pickup')] }), 'billing')).toBe(false);
  });

  it('a line whose selected method is unavailable, or a pudo line without a point, is not complete', () => {
    expect(
      stepGuard(cart({ shippingAddress: ADDRESS, items: [line('me', { available: false })] }), 'billing'),
    ).toBe(false);
    expect(stepGuard(cart({ items: [line('pudo')] }), 'billing')).toBe(false);
    const withPoint = cart({
      items: [line('pudo')],
      shippingMethods: [{ shippingId: 'pudo', code: 'pudo', pudoPoint: { id: 'P1' } }],
    });
    expect(stepGuard(withPoint, 'billing')).toBe(true);
  });

  it('summary needs the billing address and nothing left to pay', () => {
    expect(stepGuard(shipped, 'summary')).toBe(false);
    expect(stepGuard(cart({ ...shipped, billingAddress: ADDRESS }), 'summary')).toBe(false);
    expect(stepGuard(paid, 'summary')).toBe(true);
    expect(stepGuard(cart({ ...paid, payment_instruments: [] }), 'summary')).toBe(false);
  });

  it("a paying saved card's own address is a billing address (express checkout sets no other)", () => {
    const byCard = { ...paid, billingAddress: undefined };
    expect(stepGuard(byCard, 'summary')).toBe(false);
    const withCardAddress = { ...byCard, payment_instruments: [{ ...CARD, address: ADDRESS }] } as Cart;
    expect(stepGuard(withCardAddress, 'summary')).toBe(true);
  });
});

describe('resolveStep', () => {
  it('a jump past an unmet guard lands on the first step whose work is missing', () => {
    expect(resolveStep(cart(), 'summary')).toBe('shipping');
    expect(resolveStep(shipped, 'summary')).toBe('billing');
    expect(resolveStep(paid, 'summary')).toBe('summary');
    expect(resolveStep(cart(), 'shipping')).toBe('shipping');
  });
});

describe('transitions', () => {
  it('complete moves to the next step; going back is always allowed', () => {
    const billing = transition(INITIAL_FLOW, { type: 'complete', from: 'shipping' });
    expect(billing.wanted).toBe('billing');
    expect(transition(billing, { type: 'complete', from: 'billing' }).wanted).toBe('summary');
    expect(transition(billing, { type: 'goTo', step: 'shipping' }).wanted).toBe('shipping');
  });

  it('express jumps to summary with status EXPRESS; its fallback starts over standard, remembering it ran', () => {
    const express = transition(INITIAL_FLOW, { type: 'jumpToSummary' });
    expect(express).toEqual({ wanted: 'summary', status: 'EXPRESS', expressTried: true });
    expect(transition(express, { type: 'expressFallback' })).toEqual({ ...INITIAL_FLOW, expressTried: true });
    expect(transition(express, { type: 'reset' })).toEqual(INITIAL_FLOW);
  });

  it('steps before the shown one are completed', () => {
    expect(isStepCompleted('billing', 'shipping')).toBe(true);
    expect(isStepCompleted('billing', 'billing')).toBe(false);
    expect(isStepCompleted('billing', 'summary')).toBe(false);
  });
});

describe('persistence', () => {
  const state: CheckoutFlowState = { wanted: 'billing', status: 'EXPRESS' };

  it('keeps whether express checkout already ran for the cart', () => {
    const tried = { ...INITIAL_FLOW, expressTried: true };
    expect(readStoredFlow(storedFlow('bk-1', tried), 'bk-1')).toEqual(tried);
  });

  it("keeps the step per cart: another cart's flow, or junk, starts over", () => {
    const raw = storedFlow('bk-1', state);
    expect(readStoredFlow(raw, 'bk-1')).toEqual(state);
    expect(readStoredFlow(raw, 'bk-2')).toEqual(INITIAL_FLOW);
    expect(readStoredFlow('{not json', 'bk-1')).toEqual(INITIAL_FLOW);
    expect(readStoredFlow(JSON.stringify({ cartId: 'bk-1', wanted: 'payment' }), 'bk-1')).toEqual(
      INITIAL_FLOW,
    );
    expect(readStoredFlow(null, 'bk-1')).toEqual(INITIAL_FLOW);
  });
});

describe('a cart replaced under the open checkout', () => {
  it("carries the wanted step and express's run, standard again; the guards show what the new cart allows", () => {
    const before: CheckoutFlowState = { wanted: 'summary', status: 'EXPRESS', expressTried: true };
    const carried = carriedFlow(before);
    expect(carried).toEqual({ wanted: 'summary', status: 'STANDARD', expressTried: true });
    // A failed 3-D Secure challenge's new cart has the lines and the address, no payment: billing.
    expect(resolveStep(shipped, carried.wanted)).toBe('billing');
    // A recreated cart without the address: shipping.
    expect(resolveStep(cart(), carried.wanted)).toBe('shipping');
    expect(carriedFlow(INITIAL_FLOW)).toEqual(INITIAL_FLOW);
  });

  it("knows whether the stored flow is the cart's own", () => {
    const raw = storedFlow('bk-1', INITIAL_FLOW);
    expect(hasStoredFlow(raw, 'bk-1')).toBe(true);
    expect(hasStoredFlow(raw, 'bk-2')).toBe(false);
    expect(hasStoredFlow(null, 'bk-1')).toBe(false);
    expect(hasStoredFlow('{not json', 'bk-1')).toBe(false);
  });
});

describe('pickup and collection-point contacts', () => {
  const pickup = (address?: { firstName: string; lastName: string; email?: string }) =>
    cart({
      items: [line('pickup', { storeId: '0412' })],
      shippingMethods: [
        { shippingId: 'pickup-0412', code: 'pickup', storeId: '0412', ...(address ? { address } : {}) },
      ],
    });
  const required = { pickupEmailRequired: true, collectionPointContactRequired: false };
  const notRequired = { pickupEmailRequired: false, collectionPointContactRequired: false };

  it('are needed only where the site asks for them', () => {
    expect(stepGuard(pickup(), 'billing', notRequired)).toBe(true);
    expect(stepGuard(pickup(), 'billing', required)).toBe(false);
    expect(stepGuard(pickup({ firstName: 'Ada', lastName: 'Lovelace' }), 'billing', required)).toBe(false);
    expect(
      stepGuard(
        pickup({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }),
        'billing',
        required,
      ),
    ).toBe(true);
  });
});
