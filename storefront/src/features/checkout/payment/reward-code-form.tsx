import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Cart } from '../../../commerce/cart';
import { useSession } from '../../../commerce/commerce-context';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { formatMoney } from '../../../ui/price/format-money';
import styles from './payment.module.css';
import type { PaymentMethodProps } from './payment-method-props';
import { usePaymentAction } from './use-payment-action';

interface RewardCodeFormProps extends PaymentMethodProps {
  readonly kind: 'REWARD_CODE' | 'REWARD_CARD';
}

/**
 * A reward code, or a reward card with its PIN, typed or picked from the ones the account holds
 * (listPaymentInstruments); the error shows inline at the input.
 */
export function RewardCodeForm({ checkout, onCart, kind }: RewardCodeFormProps) {
  const intl = useIntl();
  const { consumerNo } = useSession();
  const action = usePaymentAction();
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [missing, setMissing] = useState(false);
  const isCard = kind === 'REWARD_CARD';
  const saved = useQuery({
    queryKey: ['rewards', kind, consumerNo ?? null],
    queryFn: async () =>
      isCard
        ? (await checkout.payment.rewardCards()).map((c) => ({
            id: c.paymentInstrumentId,
            code: undefined as string | undefined,
            label: intl.formatMessage(
              { id: 'payment.reward.savedCard' },
              {
                lastFour: c.cardNumberMasked.slice(-4),
                amount: formatMoney(c.balance, c.currency, intl.locale),
              },
            ),
          }))
        : (await checkout.payment.rewardCodes()).map((c) => ({
            id: c.paymentInstrumentId,
            code: c.code,
            label: intl.formatMessage(
              { id: 'payment.reward.savedCode' },
              { code: c.code, amount: formatMoney(c.amount, c.currency, intl.locale) },
            ),
          })),
  });

  const apply = async (call: () => Promise<Cart>, key: string) => {
    const next = await action.run(key, call);
    if (!next) return;
    setCode('');
    setPin('');
    onCart(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(isCard ? /\s/g : /^\s+|\s+$/g, '');
    setMissing(!value);
    if (!value) return;
    void apply(
      () =>
        isCard
          ? checkout.payment.addRewardCard(value, pin.trim() || undefined)
          : checkout.payment.addRewardCode(value),
      'apply',
    );
  };

  const fieldError = missing ? intl.formatMessage({ id: 'payment.reward.required' }) : action.error?.message;

  return (
    <div className={styles.section}>
      {!isCard && saved.data && saved.data.length > 0 ? (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'payment.reward.yourCodes' })}>
          {saved.data.map((s) => (
            <li key={s.id}>
              <Button
                variant="secondary"
                loading={action.pending === s.id}
                onClick={() => void apply(() => checkout.payment.addRewardCode(s.code ?? ''), s.id)}
              >
                {s.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {isCard && saved.data && saved.data.length > 0 ? (
        <p className={styles.hint}>{saved.data.map((s) => s.label).join(' · ')}</p>
      ) : null}
      <form
        onSubmit={submit}
        noValidate
        className={styles.form}
        aria-label={intl.formatMessage({ id: `payment.method.${kind}` })}
      >
        <div className={styles.fields}>
          <TextField
            id={isCard ? 'reward-card-number' : 'reward-code'}
            label={intl.formatMessage({ id: isCard ? 'payment.reward.cardNumber' : 'payment.reward.code' })}
            autoComplete="off"
            {...(isCard ? { inputMode: 'numeric' as const } : {})}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError}
          />
          {isCard ? (
            <TextField
              id="reward-card-pin"
              label={intl.formatMessage({ id: 'payment.reward.pin' })}
              inputMode="numeric"
              autoComplete="off"
              optional
              value={pin}
              onChange={(event) => setPin(event.target.value)}
            />
          ) : null}
        </div>
        <Button type="submit" variant="secondary" loading={action.pending === 'apply'}>
          <FormattedMessage id="payment.reward.apply" />
        </Button>
      </form>
    </div>
  );
}
