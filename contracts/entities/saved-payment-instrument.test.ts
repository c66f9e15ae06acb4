import { describe, expect, it } from 'vitest';
import { saveCardRequest, savedPaymentInstrument, updateSavedCardRequest } from './saved-payment-instrument';

const billing = {
  firstName: 'Ana',
  lastName: 'Lima',
  addressLine1: '1 Main St',
  city: 'Denver',
  postalCode: '80202',
  country: 'US',
};
const card = {
  token: 'tok_4111abcd',
  cardType: 'VISA',
  bin: '411111',
  lastFour: '1111',
  expiryMonth: 12,
  expiryYear: 2030,
  holderName: 'Ana Lima',
};

describe('saved payment instruments', () => {
  it('accepts a saved card, reward code and reward card', () => {
    const saved = {
      payment_method_id: 'CREDIT_CARD',
      paymentInstrumentId: 'pi-9d2e',
      cardType: 'VISA',
      lastFour: '1111',
      expiryMonth: 12,
      expiryYear: 2030,
      holderName: 'Ana Lima',
      main: true,
    };
    expect(savedPaymentInstrument.safeParse(saved).success).toBe(true);
    const code = {
      payment_method_id: 'REWARD_CODE',
      paymentInstrumentId: 'pi-1',
      code: 'RW-10OFF',
      amount: 10,
      currency: 'USD',
    };
    expect(savedPaymentInstrument.safeParse(code).success).toBe(true);
    const rewardCard = {
      payment_method_id: 'REWARD_CARD',
      paymentInstrumentId: 'pi-2',
      cardNumberMasked: '****4821',
      balance: 25,
      currency: 'USD',
    };
    expect(savedPaymentInstrument.safeParse(rewardCard).success).toBe(true);
  });

  it('rejects a method it cannot keep and a reward card showing its full number', () => {
    expect(
      savedPaymentInstrument.safeParse({ payment_method_id: 'GIFT_CARD', paymentInstrumentId: 'pi-3' })
        .success,
    ).toBe(false);
    const rewardCard = {
      payment_method_id: 'REWARD_CARD',
      paymentInstrumentId: 'pi-2',
      cardNumberMasked: '6000111122224821',
      balance: 25,
      currency: 'USD',
    };
    expect(savedPaymentInstrument.safeParse(rewardCard).success).toBe(false);
  });

  it('accepts a save request and rejects it without the bot-check or with month 13', () => {
    const body = {
      payment_method_id: 'CREDIT_CARD',
      card,
      address: billing,
      recaptcha_response: '03AFcWeA6',
    };
    expect(saveCardRequest.safeParse(body).success).toBe(true);
    const { recaptcha_response: _, ...noCaptcha } = body;
    expect(saveCardRequest.safeParse(noCaptcha).success).toBe(false);
    expect(saveCardRequest.safeParse({ ...body, card: { ...card, expiryMonth: 13 } }).success).toBe(false);
  });

  it('patches at least one field, and expiry month and year together', () => {
    expect(updateSavedCardRequest.safeParse({ main: true }).success).toBe(true);
    expect(updateSavedCardRequest.safeParse({}).success).toBe(false);
    expect(updateSavedCardRequest.safeParse({ expiryMonth: 4 }).success).toBe(false);
  });
});
