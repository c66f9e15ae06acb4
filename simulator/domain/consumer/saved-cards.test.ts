import { describe, expect, it } from 'vitest';
import type { StoredCard } from '../../db/account-records';
import { type Failure, isFailure } from '../failure';
import { addCard, expiryFailure, removeCard, updateCard, walletOrder } from './saved-cards';

const now = new Date('2026-03-15T00:00:00.000Z');
const card = (id: string, createdAt: string, extra: Partial<StoredCard> = {}): StoredCard => ({
  paymentInstrumentId: id,
  token: `tok-${id}`,
  cardType: 'VISA',
  bin: '411111',
  lastFour: '1111',
  expiryMonth: 12,
  expiryYear: 2030,
  holderName: 'Ana Lima',
  main: false,
  createdAt,
  ...extra,
});
const ok = <T>(result: T | Failure): T => {
  if (isFailure(result)) throw new Error(JSON.stringify(result));
  return result;
};
const mains = (cards: StoredCard[]) => cards.filter((c) => c.main).map((c) => c.paymentInstrumentId);

describe('saved cards', () => {
  it('refuse the fraud test card (400000/0119) with PYT402 before anything is stored', () => {
    expect(
      addCard([], card('pi-1', '2026-01-01T00:00:00.000Z', { bin: '400000', lastFour: '0119' }), now),
    ).toMatchObject({
      errorId: 'PYT402',
    });
    expect(
      !isFailure(
        addCard([], card('pi-1', '2026-01-01T00:00:00.000Z', { bin: '400000', lastFour: '0002' }), now),
      ),
    ).toBe(true);
  });

  it('refuse a duplicate: same token CC_ALREADY_EXISTS, same card under a new token PYT300', () => {
    const wallet = ok(addCard([], card('pi-1', '2026-01-01T00:00:00.000Z'), now));
    expect(
      addCard(wallet, card('pi-2', '2026-02-01T00:00:00.000Z', { token: 'tok-pi-1' }), now),
    ).toMatchObject({
      errorId: 'CC_ALREADY_EXISTS',
    });
    expect(addCard(wallet, card('pi-2', '2026-02-01T00:00:00.000Z'), now)).toMatchObject({
      errorId: 'PYT300',
    });
    expect(
      !isFailure(
        addCard(wallet, card('pi-2', '2026-02-01T00:00:00.000Z', { lastFour: '3220', bin: '400000' }), now),
      ),
    ).toBe(true);
  });

  it('check the expiry: past FE309, beyond 20 years CC_EXPIRY_DATE_INVALID', () => {
    expect(expiryFailure(2, 2026, now)?.errorId).toBe('FE309');
    expect(expiryFailure(3, 2026, now)).toBeUndefined();
    expect(expiryFailure(1, 2047, now)?.errorId).toBe('CC_EXPIRY_DATE_INVALID');
  });

  it('keep one main card: the first, a new main, the most recent after removing the main', () => {
    let wallet = ok(addCard([], card('pi-1', '2026-01-01T00:00:00.000Z'), now));
    wallet = ok(
      addCard(wallet, card('pi-2', '2026-02-01T00:00:00.000Z', { lastFour: '0002', bin: '400000' }), now),
    );
    wallet = ok(
      addCard(wallet, card('pi-3', '2026-01-15T00:00:00.000Z', { lastFour: '3220', bin: '400000' }), now),
    );
    expect(mains(wallet)).toEqual(['pi-1']);
    wallet = ok(updateCard(wallet, 'pi-3', { main: true }, now));
    expect(mains(wallet)).toEqual(['pi-3']);
    expect(walletOrder(wallet).map((c) => c.paymentInstrumentId)).toEqual(['pi-3', 'pi-2', 'pi-1']);
    expect(mains(ok(removeCard(wallet, 'pi-3')))).toEqual(['pi-2']);
    expect(removeCard(wallet, 'pi-9')).toMatchObject({ errorId: 'PYT404' });
    expect(updateCard(wallet, 'pi-9', { main: true }, now)).toMatchObject({ errorId: 'PYT404' });
  });
});
