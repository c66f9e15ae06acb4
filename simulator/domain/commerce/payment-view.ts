import type { CartPaymentInstrument } from '../../../contracts/entities/payment-instrument';
import type { CartRecord, InstrumentRecord } from '../../db/commerce-records';
import type { CartTotalsBreakdown } from './cart-totals';
import { maskNumber } from './gift-cards';
import { toMajor } from './money';
import { athleteRemaining } from './payment-rules';
import type { ShopperFacts } from './shopper';

/** Payment instruments as the contract shows them, each with the amount it pays of this cart. */

const KLARNA_CATEGORIES = [
  { identifier: 'pay_later', name: 'Pay in 30 days' },
  { identifier: 'pay_over_time', name: 'Pay in 3 interest-free instalments' },
];

/** One instrument; a gift card shows its balance (from `giftCardBalances`, minor units) after this cart. */
function instrumentView(
  inst: InstrumentRecord,
  amountMinor: number,
  shopper: ShopperFacts,
  giftCardBalances: ReadonlyMap<string, number>,
): CartPaymentInstrument {
  const base = { payment_instrument_id: inst.id, amount: toMajor(amountMinor) };
  switch (inst.method) {
    case 'GIFT_CARD':
      return {
        ...base,
        payment_method_id: 'GIFT_CARD',
        maskedNumber: maskNumber(inst.number),
        balance: toMajor((giftCardBalances.get(inst.number) ?? 0) - amountMinor),
      };
    case 'LOYALTY_POINTS':
      return { ...base, payment_method_id: 'LOYALTY_POINTS', points: inst.points };
    case 'ATHLETES_PAYMENT':
      return {
        ...base,
        payment_method_id: 'ATHLETES_PAYMENT',
        additionalData: {
          remainingAmount: toMajor(athleteRemaining(shopper, amountMinor)),
          payableAmount: toMajor(amountMinor),
        },
      };
    case 'REWARD_CODE':
      return { ...base, payment_method_id: 'REWARD_CODE', code: inst.code };
    case 'REWARD_CARD':
      return { ...base, payment_method_id: 'REWARD_CARD', maskedNumber: maskNumber(inst.number) };
    case 'CREDIT_CARD':
      return {
        ...base,
        payment_method_id: 'CREDIT_CARD',
        ...(inst.savedInstrumentId ? { paymentInstrumentId: inst.savedInstrumentId } : {}),
        main: true,
        ...(inst.address ? { address: inst.address } : {}),
        card: {
          cardType: inst.cardType,
          bin: inst.bin,
          maskedNumber: maskNumber(`000000000000${inst.lastFour}`),
          expiryMonth: inst.expiryMonth,
          expiryYear: inst.expiryYear,
          ...(inst.holderName ? { holderName: inst.holderName } : {}),
        },
      };
    case 'KLARNA':
      return {
        ...base,
        payment_method_id: 'KLARNA',
        session_id: inst.sessionId,
        client_token: inst.clientToken,
        payment_method_categories: KLARNA_CATEGORIES,
      };
    case 'PAYPAL':
      return { ...base, payment_method_id: 'PAYPAL' };
  }
}

export function instrumentsView(
  cart: CartRecord,
  totals: CartTotalsBreakdown,
  shopper: ShopperFacts,
  giftCardBalances: ReadonlyMap<string, number>,
): CartPaymentInstrument[] {
  return cart.instruments.map((inst) =>
    instrumentView(inst, totals.instrumentAmounts.get(inst.id) ?? 0, shopper, giftCardBalances),
  );
}

/** What the athlete instrument on this cart pays (0 without one). */
export function athleteUsedOn(totals: CartTotalsBreakdown, cart: CartRecord): number {
  const inst = cart.instruments.find((i) => i.method === 'ATHLETES_PAYMENT');
  return inst ? (totals.instrumentAmounts.get(inst.id) ?? 0) : 0;
}
