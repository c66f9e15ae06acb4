import type { InstrumentRecord } from '../../db/commerce-records';
import { type Failure, failure } from '../failure';
import { type CardOutcome, cardOutcome, isCardExpired } from './test-cards';

/**
 * Authorisation of the paying instrument at place order (spec 000 section 5): a card by the sandbox test
 * cards (expired: CC_EXPIRY_DATE_INVALID, declined: PAYMENT_ERROR, fraud: PAYMENT_FRAUD_VERIFICATION_EXCEPTION,
 * 3220: CHALLENGE), Klarna and PayPal by their token (missing or "fail…" refuses with PAY400). No paying
 * instrument (gift cards cover the total) authorises.
 */
export function authorise(inst: InstrumentRecord | undefined, now: Date): CardOutcome | Failure {
  if (!inst) return 'AUTHORISED';
  if (inst.method === 'CREDIT_CARD') {
    if (isCardExpired(inst.expiryMonth, inst.expiryYear, now)) return failure('CC_EXPIRY_DATE_INVALID');
    const outcome = cardOutcome(inst.bin, inst.lastFour);
    if (outcome === 'DECLINED')
      return failure('PAYMENT_ERROR', 'Your card was declined. Please use another card.');
    if (outcome === 'FRAUD') return failure('PAYMENT_FRAUD_VERIFICATION_EXCEPTION');
    return outcome;
  }
  if (inst.method === 'KLARNA' && (!inst.authorizationToken || inst.authorizationToken.startsWith('fail'))) {
    return failure('PAY400', 'Klarna did not authorise this payment.');
  }
  if (inst.method === 'PAYPAL' && (!inst.orderID || inst.orderID.startsWith('fail'))) {
    return failure('PAY400', 'PayPal did not authorise this payment.');
  }
  return 'AUTHORISED';
}
