import { type FormEvent, useState } from 'react';
import type { GiftCardBalance } from '../../../commerce/checkout/payment';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { formatMoney } from '../../../ui/price/format-money';
import { Espot } from '../../content-blocks/espot/espot';
import styles from './payment.module.css';
import type { PaymentMethodProps } from './payment-method-props';
import { instrumentsOf } from './payment-rules';
import { usePaymentAction } from './use-payment-action';

/**
 * Gift cards: number and PIN, check the balance, apply; several cards listed, each with Remove. The gift
 * card errors (GC_INVALID2, GC_ALREADY_APPLIED, GC_NOT_ALLOWED, GC_ZERO_BALANCE, the GFC codes, expired
 * GFC812) show inline at the input, with the catalogue's message.
 */
export function GiftCardForm({ cart, checkout, onCart }: PaymentMethodProps) {
  const intl = useIntl();
  const action = usePaymentAction();
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [balance, setBalance] = useState<GiftCardBalance | undefined>();
  const [missing, setMissing] = useState<{ number?: boolean; pin?: boolean }>({});
  const money = (amount: number, currency = cart.currency) => formatMoney(amount, currency, intl.locale);
  const applied = instrumentsOf(cart).flatMap((i) => (i.payment_method_id === 'GIFT_CARD' ? [i] : []));

  const filled = () => {
    const gaps = { number: !number.trim(), pin: !pin.trim() };
    setMissing(gaps);
    return !gaps.number && !gaps.pin;
  };
  const digits = () => number.replace(/\s/g, '');

  const checkBalance = async () => {
    setBalance(undefined);
    if (!filled()) return;
    setBalance(await action.run('balance', () => checkout.payment.giftCardBalance(digits(), pin.trim())));
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled()) return;
    const next = await action.run('apply', () => checkout.payment.addGiftCard(digits(), pin.trim()));
    if (!next) return;
    setNumber('');
    setPin('');
    setBalance(undefined);
    onCart(next);
  };

  const remove = async (id: string) => {
    const next = await action.run(`remove-${id}`, () => checkout.payment.removePayment(id));
    if (next) onCart(next);
  };

  const required = intl.formatMessage({ id: 'payment.giftCard.required' });
  const serverError = action.error;
  const pinError = missing.pin ? required : serverError?.field === 'pin' ? serverError.message : undefined;
  const numberError = missing.number
    ? required
    : serverError && serverError.field !== 'pin'
      ? serverError.message
      : undefined;

  return (
    <div className={styles.section}>
      {applied.length > 0 ? (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'payment.giftCard.applied' })}>
          {applied.map((card) => (
            <li key={card.payment_instrument_id} className={styles.row}>
              <span>
                {intl.formatMessage(
                  { id: 'payment.giftCard.appliedLine' },
                  { number: card.maskedNumber.slice(-4), amount: money(card.amount) },
                )}
              </span>
              <Button
                variant="link"
                size="sm"
                loading={action.pending === `remove-${card.payment_instrument_id}`}
                aria-label={intl.formatMessage(
                  { id: 'payment.giftCard.remove' },
                  { number: card.maskedNumber.slice(-4) },
                )}
                onClick={() => void remove(card.payment_instrument_id)}
              >
                <FormattedMessage id="payment.remove" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        onSubmit={apply}
        noValidate
        className={styles.form}
        aria-label={intl.formatMessage({ id: 'payment.giftCard.form' })}
      >
        <div className={styles.fields}>
          <TextField
            id="gift-card-number"
            label={intl.formatMessage({ id: 'payment.giftCard.number' })}
            inputMode="numeric"
            autoComplete="off"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            error={numberError}
          />
          <TextField
            id="gift-card-pin"
            label={intl.formatMessage({ id: 'payment.giftCard.pin' })}
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            error={pinError}
          />
        </div>
        {balance ? (
          <p role="status">
            {intl.formatMessage(
              { id: 'payment.giftCard.balance' },
              { number: balance.maskedNumber.slice(-4), balance: money(balance.balance, balance.currency) },
            )}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => void checkBalance()}
            loading={action.pending === 'balance'}
          >
            <FormattedMessage id="payment.giftCard.checkBalance" />
          </Button>
          <Button type="submit" loading={action.pending === 'apply'}>
            <FormattedMessage id="payment.giftCard.apply" />
          </Button>
        </div>
      </form>
      {/* The gift card content (terms, where cards are accepted) where the shopper pays with one. */}
      <Espot slug="gift-card" pageType="checkout" />
    </div>
  );
}
