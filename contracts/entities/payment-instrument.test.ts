import { describe, expect, it } from 'vitest';
import {
  addPaymentInstrumentRequest,
  cartPaymentInstrument,
  removePaymentInstrumentRequest,
} from './payment-instrument';

const card = {
  token: 'tok_4111_abcdef',
  cardType: 'VISA',
  bin: '411111',
  lastFour: '1111',
  expiryMonth: 12,
  expiryYear: 2030,
  holderName: 'Ada Lovelace',
};

describe('cart payment instruments', () => {
  it('accepts the shapes of each method', () => {
    const instruments = [
      {
        payment_method_id: 'GIFT_CARD',
        payment_instrument_id: 'pi-1',
        amount: 25,
        maskedNumber: '************1234',
      },
      {
        payment_method_id: 'ATHLETES_PAYMENT',
        payment_instrument_id: 'pi-2',
        amount: 50,
        additionalData: { remainingAmount: 0, payableAmount: 50 },
      },
      {
        payment_method_id: 'KLARNA',
        payment_instrument_id: 'pi-3',
        amount: 89.95,
        session_id: 'ks-1',
        client_token: 'ct-1',
        payment_method_categories: [{ identifier: 'pay_later', name: 'Pay later' }],
      },
      {
        payment_method_id: 'CREDIT_CARD',
        payment_instrument_id: 'pi-4',
        paymentInstrumentId: 'pi-saved-1',
        main: true,
        amount: 10,
        card: { cardType: 'VISA', maskedNumber: '****1111', expiryMonth: 12, expiryYear: 2030 },
      },
      { payment_method_id: 'PAYPAL', payment_instrument_id: 'pi-5', amount: 1 },
    ];
    for (const pi of instruments) expect(cartPaymentInstrument.safeParse(pi).success).toBe(true);
  });

  it('rejects an unknown method, athlete data missing and an unmasked number', () => {
    const base = { payment_instrument_id: 'pi-1', amount: 1 };
    expect(cartPaymentInstrument.safeParse({ ...base, payment_method_id: 'CASH' }).success).toBe(false);
    expect(cartPaymentInstrument.safeParse({ ...base, payment_method_id: 'ATHLETES_PAYMENT' }).success).toBe(
      false,
    );
    const gift = { ...base, payment_method_id: 'GIFT_CARD', maskedNumber: '6006491234561234' };
    expect(cartPaymentInstrument.safeParse(gift).success).toBe(false);
  });
});

describe('add payment instrument request', () => {
  it('accepts a gift card, a new card, a saved card and a Klarna session request', () => {
    const bodies = [
      { payment_method_id: 'GIFT_CARD', giftCardNumber: '6006491234561234', pin: '1234' },
      { payment_method_id: 'CREDIT_CARD', card },
      { payment_method_id: 'CREDIT_CARD', paymentInstrumentId: 'pi-saved-1' },
      { payment_method_id: 'CREDIT_CARD', card, saveCard: true, recaptcha_response: 'bot-ok' },
      { payment_method_id: 'KLARNA' },
      { payment_method_id: 'LOYALTY_POINTS', points: 500 },
    ];
    for (const b of bodies) expect(addPaymentInstrumentRequest.safeParse(b).success).toBe(true);
  });

  it('rejects a card and a saved id together, neither, saving without bot check, bad month', () => {
    const cc = { payment_method_id: 'CREDIT_CARD' };
    expect(addPaymentInstrumentRequest.safeParse({ ...cc, card, paymentInstrumentId: 'pi-1' }).success).toBe(
      false,
    );
    expect(addPaymentInstrumentRequest.safeParse(cc).success).toBe(false);
    expect(addPaymentInstrumentRequest.safeParse({ ...cc, card, saveCard: true }).success).toBe(false);
    expect(addPaymentInstrumentRequest.safeParse({ ...cc, card: { ...card, expiryMonth: 13 } }).success).toBe(
      false,
    );
  });

  it('rejects letters in a gift card number and non-positive points', () => {
    const gc = { payment_method_id: 'GIFT_CARD', giftCardNumber: '6006-4912-3456' };
    expect(addPaymentInstrumentRequest.safeParse(gc).success).toBe(false);
    expect(
      addPaymentInstrumentRequest.safeParse({ payment_method_id: 'LOYALTY_POINTS', points: 0 }).success,
    ).toBe(false);
  });

  it('removes by instrument or method, not by nothing', () => {
    expect(removePaymentInstrumentRequest.safeParse({ payment_instrument_id: 'pi-1' }).success).toBe(true);
    expect(removePaymentInstrumentRequest.safeParse({ payment_method_id: 'GIFT_CARD' }).success).toBe(true);
    expect(removePaymentInstrumentRequest.safeParse({}).success).toBe(false);
  });
});
