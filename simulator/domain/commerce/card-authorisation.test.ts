import { describe, expect, it } from 'vitest';
import type { InstrumentRecord } from '../../db/commerce-records';
import { authorise } from './card-authorisation';

const now = new Date('2026-03-15T12:00:00.000Z');
const card = (bin: string, lastFour: string, expiryYear = 2030): InstrumentRecord => ({
  id: 'pi-1',
  method: 'CREDIT_CARD',
  cardType: 'VISA',
  bin,
  lastFour,
  expiryMonth: 12,
  expiryYear,
});

describe('authorise (the sandbox decides by test card and token)', () => {
  it('authorises, challenges or refuses a card', () => {
    expect(authorise(card('411111', '1111'), now)).toBe('AUTHORISED');
    expect(authorise(card('400000', '3220'), now)).toBe('CHALLENGE');
    expect(authorise(card('400000', '0002'), now)).toMatchObject({ errorId: 'PAYMENT_ERROR' });
    expect(authorise(card('400000', '0119'), now)).toMatchObject({
      errorId: 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
    });
    expect(authorise(card('411111', '1111', 2025), now)).toMatchObject({ errorId: 'CC_EXPIRY_DATE_INVALID' });
  });

  it('refuses Klarna and PayPal without a good token, and authorises without a paying instrument', () => {
    const klarna = { id: 'pi-2', method: 'KLARNA', sessionId: 's', clientToken: 'c' } as const;
    expect(authorise(klarna, now)).toMatchObject({ errorId: 'PAY400' });
    expect(authorise({ ...klarna, authorizationToken: 'fail-1' }, now)).toMatchObject({ errorId: 'PAY400' });
    expect(authorise({ ...klarna, authorizationToken: 'ok-1' }, now)).toBe('AUTHORISED');
    expect(authorise({ id: 'pi-3', method: 'PAYPAL', orderID: 'fail-2' }, now)).toMatchObject({
      errorId: 'PAY400',
    });
    expect(authorise(undefined, now)).toBe('AUTHORISED');
  });
});
