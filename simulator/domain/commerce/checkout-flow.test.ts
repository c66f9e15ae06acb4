import { describe, expect, it } from 'vitest';
import { eventForAuthorisation, nextCartState, nextOrderStatus } from './checkout-flow';

describe('order flow', () => {
  it('confirms an authorised order and holds a challenged one', () => {
    expect(nextOrderStatus('CREATED', eventForAuthorisation('AUTHORISED'))).toBe('CONFIRMED');
    expect(nextOrderStatus('CREATED', eventForAuthorisation('CHALLENGE'))).toBe('PAYMENT_PENDING');
    expect(nextOrderStatus('CREATED', eventForAuthorisation('DECLINED'))).toBe('FAILED');
  });
  it('completes or fails the challenge, once', () => {
    expect(nextOrderStatus('PAYMENT_PENDING', 'CHALLENGE_PASSED')).toBe('CONFIRMED');
    expect(nextOrderStatus('PAYMENT_PENDING', 'CHALLENGE_FAILED')).toBe('FAILED');
    expect(nextOrderStatus('FAILED', 'CHALLENGE_PASSED')).toBeUndefined();
    expect(nextOrderStatus('CONFIRMED', 'CHALLENGE_FAILED')).toBeUndefined();
  });
  it('cancels a confirmed or pending order, never a failed one, and a cancelled order stays cancelled', () => {
    expect(nextOrderStatus('CONFIRMED', 'CANCELLED')).toBe('CANCELLED');
    expect(nextOrderStatus('PAYMENT_PENDING', 'CANCELLED')).toBe('CANCELLED');
    expect(nextOrderStatus('FAILED', 'CANCELLED')).toBeUndefined();
    expect(nextOrderStatus('CANCELLED', 'CHALLENGE_PASSED')).toBeUndefined();
    expect(nextOrderStatus('CANCELLED', 'ABANDONED')).toBeUndefined();
  });
});

describe('cart checkout state', () => {
  it('goes prepare -> place -> closed, and back to open on a failed challenge', () => {
    expect(nextCartState('OPEN', 'PREPARE')).toBe('PREPARED');
    expect(nextCartState('PREPARED', 'PLACED_CONFIRMED')).toBe('CLOSED');
    expect(nextCartState('PREPARED', 'PLACED_PENDING')).toBe('PAYMENT_PENDING');
    expect(nextCartState('PAYMENT_PENDING', 'CHALLENGE_FAILED')).toBe('OPEN');
    expect(nextCartState('PAYMENT_PENDING', 'CHALLENGE_PASSED')).toBe('CLOSED');
    expect(nextCartState('OPEN', 'CHALLENGE_PASSED')).toBeUndefined();
  });
  it('reopens a prepared cart when it changes', () => {
    expect(nextCartState('PREPARED', 'CHANGE')).toBe('OPEN');
  });
});
