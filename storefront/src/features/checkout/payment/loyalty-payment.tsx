import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { LoyaltyVoucher } from '../../../commerce/checkout/payment';
import { useSession } from '../../../commerce/commerce-context';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { formatLoyaltyMoney } from '../../../ui/price/format-money';
import styles from './payment.module.css';
import { PaymentAlert } from './payment-alert';
import type { PaymentMethodProps } from './payment-method-props';
import { usePaymentAction } from './use-payment-action';

/** Loyalty members: a voucher their points buy (applyReward, one at a time), or points paid directly. */
export function LoyaltyPayment({ cart, checkout, onCart }: PaymentMethodProps) {
  const intl = useIntl();
  const { consumerNo } = useSession();
  const action = usePaymentAction();
  const [points, setPoints] = useState('');
  const [pointsError, setPointsError] = useState<string | undefined>();
  const loyalty = useQuery({
    queryKey: ['loyaltyVouchers', consumerNo ?? null],
    queryFn: () => checkout.payment.loyaltyVouchers(),
  });
  const money = (amount: number) => formatLoyaltyMoney(amount, cart.currency, intl.locale);
  const applied = cart.appliedLoyaltyVoucher;

  const applyVoucher = async (voucher: LoyaltyVoucher | null, key: string) => {
    const next = await action.run(key, () => checkout.payment.applyReward(voucher));
    if (next) onCart(next);
  };

  const payPoints = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(points);
    if (!Number.isInteger(value) || value <= 0) {
      setPointsError(intl.formatMessage({ id: 'payment.loyalty.pointsInvalid' }));
      return;
    }
    setPointsError(undefined);
    const next = await action.run('points', () => checkout.payment.payWithPoints(value));
    if (next) {
      setPoints('');
      onCart(next);
    }
  };

  return (
    <div className={styles.section}>
      {loyalty.data ? (
        <p>
          {intl.formatMessage(
            { id: 'payment.loyalty.balance' },
            { points: intl.formatNumber(loyalty.data.currentLoyaltyPoints) },
          )}
        </p>
      ) : null}
      {applied ? (
        <p className={styles.row}>
          <span>
            {intl.formatMessage(
              { id: 'payment.loyalty.applied' },
              { points: applied.points, amount: money(applied.amountInCurrency) },
            )}
          </span>
          <Button
            variant="link"
            size="sm"
            loading={action.pending === 'remove'}
            onClick={() => void applyVoucher(null, 'remove')}
          >
            <FormattedMessage id="payment.loyalty.removeVoucher" />
          </Button>
        </p>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'payment.loyalty.vouchers' })}>
          {(loyalty.data?.applicableLoyaltyVouchers ?? []).map((v) => {
            const key = `voucher-${v.points}`;
            return (
              <li key={key}>
                <Button
                  variant="secondary"
                  loading={action.pending === key}
                  disabled={v.points > (loyalty.data?.currentLoyaltyPoints ?? 0)}
                  onClick={() => void applyVoucher(v, key)}
                >
                  {intl.formatMessage(
                    { id: 'payment.loyalty.useVoucher' },
                    { points: v.points, amount: money(v.amountInCurrency) },
                  )}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={payPoints} noValidate className={styles.actions}>
        <TextField
          id="loyalty-points"
          label={intl.formatMessage({ id: 'payment.loyalty.points' })}
          inputMode="numeric"
          value={points}
          onChange={(event) => setPoints(event.target.value)}
          error={pointsError}
        />
        <Button type="submit" variant="secondary" loading={action.pending === 'points'}>
          <FormattedMessage id="payment.loyalty.payPoints" />
        </Button>
      </form>
      <PaymentAlert message={action.error?.message} />
    </div>
  );
}
