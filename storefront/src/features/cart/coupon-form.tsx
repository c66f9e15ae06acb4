import { type FormEvent, useState } from 'react';
import type { Cart } from '../../commerce/cart';
import { isApiError } from '../../commerce/commerce-error';
import { errorMessage } from '../../i18n/error-message';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { TextField } from '../../ui/field/text-field';
import { reportCartError } from './cart-banner-store';
import styles from './order-summary.module.css';
import { useCartMutations } from './use-cart-changes';

/**
 * Promo codes: apply (input and button) with the promo errors inline at the input (PRM130, PRM135, PRM140,
 * PRM150, PRM155, PRM160, PRM416 by their catalogue handling), and the applied codes with Remove.
 */
export function CouponForm({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const { applyCoupon, removeCoupon } = useCartMutations();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setFieldError(intl.formatMessage({ id: 'cart.coupon.required' }));
      return;
    }
    setFieldError(undefined);
    applyCoupon.mutate(trimmed, {
      onSuccess: () => setCode(''),
      onError: (cause) => {
        if (reportCartError(cause)) return;
        const inline = isApiError(cause) && cause.handlingKinds.includes('inline-at-input');
        setFieldError(inline ? errorMessage(intl, cause) : intl.formatMessage({ id: 'cart.coupon.failed' }));
      },
    });
  };

  const coupons = cart.couponItems ?? [];
  return (
    <div>
      <form className={styles.couponForm} onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'cart.coupon.label' })}
          name="promoCode"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError}
        />
        <Button
          type="submit"
          variant="secondary"
          className={styles.couponButton}
          loading={applyCoupon.isPending}
        >
          <FormattedMessage id="cart.coupon.apply" />
        </Button>
      </form>
      {coupons.length > 0 ? (
        <section aria-label={intl.formatMessage({ id: 'cart.coupons' })}>
          <ul className={styles.list}>
            {coupons.map((c) => (
              <li key={c.code} className={styles.coupon}>
                <span>
                  {intl.formatMessage(
                    { id: c.applied ? 'cart.coupon.applied' : 'cart.coupon.notApplied' },
                    { code: c.code },
                  )}
                </span>
                <Button
                  variant="link"
                  size="sm"
                  loading={removeCoupon.isPending && removeCoupon.variables === c.code}
                  aria-label={intl.formatMessage({ id: 'cart.coupon.removeNamed' }, { code: c.code })}
                  onClick={() =>
                    removeCoupon.mutate(c.code, { onError: (cause) => void reportCartError(cause) })
                  }
                >
                  <FormattedMessage id="cart.coupon.remove" />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
