import { describe, expect, it } from 'vitest';
import { checkoutCart } from '../../testing/checkout-cart';
import { useTestSimulator } from '../../testing/simulator-server';
import { VALID_CARD_YEAR } from '../../testing/simulator-test-facts';
import { checkCardEntry, offlinePaymentProvider } from './payment-provider';

const sim = useTestSimulator();

const YY = String(VALID_CARD_YEAR).slice(-2);
const entry = (number: string, expiry = `12/${YY}`) => ({
  number,
  expiry,
  cvc: '123',
  holderName: 'Ada Lovelace',
});

describe('the card entry checks', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('names each refused field', () => {
    expect(checkCardEntry({ number: '', expiry: '', cvc: '', holderName: '' }, now)).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'required',
      holderName: 'required',
    });
    expect(checkCardEntry({ ...entry('4111111111111112'), cvc: '12' }, now)).toEqual({
      number: 'invalidNumber',
      cvc: 'invalidCvc',
    });
    expect(checkCardEntry(entry('4111 1111 1111 1111', '05/26'), now)).toEqual({ expiry: 'FE309' });
    expect(checkCardEntry(entry('4111111111111111', '13/30'), now)).toEqual({ expiry: 'invalidExpiry' });
    expect(checkCardEntry(entry('6011111111111117'), now, ['VISA', 'MASTERCARD'])).toEqual({
      number: 'unsupportedBrand',
    });
  });
});

describe('the offline payment provider', { timeout: 30_000 }, () => {
  it('tokenises a card from the session: brand, BIN, last four, expiry, holder, never the number', async () => {
    const { checkout, commerce } = await checkoutCart(sim);
    const provider = offlinePaymentProvider({ payment: checkout.payment, now: commerce.deps.now });
    const session = await provider.openCardSession();
    const outcome = await provider.tokenizeCard(session, entry('4111 1111 1111 1111'));
    if (!outcome.ok) throw new Error('expected a token');
    expect(outcome.card).toMatchObject({
      cardType: 'VISA',
      bin: '411111',
      lastFour: '1111',
      expiryMonth: 12,
      expiryYear: VALID_CARD_YEAR,
      holderName: 'Ada Lovelace',
    });
    expect(outcome.card.token).toMatch(new RegExp(`^tok_${session.sessionId}_[0-9a-f]{32}$`));
    expect(outcome.card.token).not.toContain('4111111111111111');
  });

  it('an expired card answers FE309 before any call', async () => {
    const { checkout, commerce, requests } = await checkoutCart(sim);
    const provider = offlinePaymentProvider({ payment: checkout.payment, now: commerce.deps.now });
    const session = await provider.openCardSession();
    const before = requests.length;
    const outcome = await provider.tokenizeCard(session, entry('4111111111111111', '01/20'));
    expect(outcome).toEqual({ ok: false, errors: { expiry: 'FE309' } });
    expect(requests.length).toBe(before);
  });

  it('pays the cart with the token; no request to the commerce API carries the full card number', async () => {
    const { checkout, commerce, cart, requests } = await checkoutCart(sim);
    const provider = offlinePaymentProvider({ payment: checkout.payment, now: commerce.deps.now });
    await checkout.payment.setBillingAddress(cart.shippingAddress ?? expect.fail('no shipping address'));
    const session = await provider.openCardSession();
    const outcome = await provider.tokenizeCard(session, entry('4111 1111 1111 1111'));
    if (!outcome.ok) throw new Error('expected a token');
    const paid = await checkout.payment.payWithCard(outcome.card);
    expect(paid.totals.remainingToPay).toBe(0);
    expect(paid.payment_instruments?.[0]).toMatchObject({
      payment_method_id: 'CREDIT_CARD',
      card: { bin: '411111' },
    });
    expect(requests.some((r) => r.url.includes('/paymentInstruments'))).toBe(true);
    for (const r of requests) {
      expect(r.body).not.toContain('4111111111111111');
      expect(r.url).not.toContain('4111111111111111');
    }
  });

  it('Klarna: a session priced from the cart, the dialog approves, the authorisation is recorded', async () => {
    const { checkout, commerce } = await checkoutCart(sim);
    const provider = offlinePaymentProvider({ payment: checkout.payment, now: commerce.deps.now });
    const session = await provider.openKlarnaSession();
    expect(session.clientToken).toMatch(/^klarna-ct-/);
    const opened = await checkout.payment.payWithKlarna();
    const klarna = opened.payment_instruments?.find((i) => i.payment_method_id === 'KLARNA');
    expect(klarna).toMatchObject({ payment_method_categories: expect.arrayContaining([expect.anything()]) });
    expect(await provider.authorizeKlarna(session, 'pay_later', false)).toEqual({ approved: false });
    const approved = await provider.authorizeKlarna(session, 'pay_later', true);
    if (!approved.approved) throw new Error('expected an approval');
    const paid = await checkout.payment.payWithKlarna({ token: approved.token, category: 'pay_later' });
    expect(paid.totals.remainingToPay).toBe(0);
  });

  it('PayPal: the approval gives an order id and payer id the cart takes', async () => {
    const { checkout, commerce } = await checkoutCart(sim);
    const provider = offlinePaymentProvider({ payment: checkout.payment, now: commerce.deps.now });
    const approval = await provider.approvePaypal(true);
    if (!approval.approved) throw new Error('expected an approval');
    expect(approval.orderID).toMatch(/^PAYID-/);
    const paid = await checkout.payment.payWithPaypal(approval);
    expect(paid.payment_instruments?.[0]?.payment_method_id).toBe('PAYPAL');
    expect(await provider.approvePaypal(false)).toEqual({ approved: false });
  });
});
