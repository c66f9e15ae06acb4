import { describe, expect, it } from 'vitest';
import { SEEDED_GIFT_CARDS } from '../../db/commerce-config';
import { isFailure } from '../failure';
import { checkBalanceRequest, checkGiftCardToApply, maskNumber } from './gift-cards';

const now = new Date('2026-03-01T00:00:00Z');
const find = (n: string) => SEEDED_GIFT_CARDS.find((c) => c.number === n);
const ctx = {
  now,
  cartCurrency: 'USD',
  onCart: [] as string[],
  heldByAnotherCart: false,
  cartBuysGiftCards: false,
};
const idOf = (r: object) => (isFailure(r) ? r.errorId : 'ok');

describe('gift card balance check', () => {
  it('answers the coded ids', () => {
    expect(idOf(checkBalanceRequest(find('6006491111111111'), '1111', now))).toBe('ok');
    expect(idOf(checkBalanceRequest(undefined, '1111', now))).toBe('GFC700');
    expect(idOf(checkBalanceRequest(find('6006491111111111'), '9999', now))).toBe('GFC760');
    expect(idOf(checkBalanceRequest(find('6006491111111111'), undefined, now))).toBe('GFC400');
    expect(idOf(checkBalanceRequest(find('6006495555555555'), '5555', now))).toBe('GFC812');
    expect(idOf(checkBalanceRequest(find('6006497777777777'), '7777', now))).toBe('GFC800');
  });
});

describe('applying a gift card', () => {
  const apply = (n: string, pin: string, over = {}) =>
    idOf(checkGiftCardToApply(find(n), pin, { ...ctx, ...over }));
  it('accepts a loaded card', () => expect(apply('6006492222222222', '2222')).toBe('ok'));
  it('refuses from the card state', () => {
    expect(apply('6006490000000000', '0000')).toBe('GC_INVALID2');
    expect(apply('6006492222222222', '0000')).toBe('GC_INVALID2');
    expect(apply('6006495555555555', '5555')).toBe('GFC812');
    expect(apply('6006496666666666', '6666')).toBe('GC_ZERO_BALANCE');
    expect(apply('6006498888888888', '8888')).toBe('GFC725');
  });
  it('refuses from the cart state', () => {
    expect(apply('6006492222222222', '2222', { onCart: ['6006492222222222'] })).toBe('GC_ALREADY_APPLIED');
    expect(apply('6006492222222222', '2222', { onCart: ['1', '2'] })).toBe('GFC410');
    expect(apply('6006492222222222', '2222', { heldByAnotherCart: true })).toBe('GFC755');
    expect(apply('6006492222222222', '2222', { cartBuysGiftCards: true })).toBe('GC_NOT_ALLOWED');
  });
  it('tells a spent card (GFC740) from one never loaded (GC_ZERO_BALANCE)', () => {
    const spent = { ...(find('6006491111111111') as (typeof SEEDED_GIFT_CARDS)[number]), balance: 0 };
    expect(idOf(checkGiftCardToApply(spent, spent.pin, ctx))).toBe('GFC740');
  });
  it('masks all but the last four digits', () =>
    expect(maskNumber('6006491111111111')).toBe('************1111'));
});
