import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { PaymentMethodId } from '../../../../../contracts/entities/payment-instrument';
import type { Cart } from '../../../commerce/cart';
import { useSession } from '../../../commerce/commerce-context';
import { isSignedIn } from '../../../commerce/session-state';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { RadioGroup } from '../../../ui/field/radio-group';
import { setCartData } from '../../cart/cart-query';
import { billingDone } from '../checkout-flow';
import type { CheckoutStepProps } from '../checkout-step-props';
import layout from '../step-layout.module.css';
import { StepLoading } from '../step-loading';
import { AppliedPayments } from './applied-payments';
import { AthletePayment } from './athlete-payment';
import { BillingAddress } from './billing-address';
import { CardPayment } from './card-payment';
import { GiftCardForm } from './gift-card-form';
import { KlarnaPayment } from './klarna-payment';
import { LoyaltyPayment } from './loyalty-payment';
import styles from './payment.module.css';
import type { PaymentMethodProps } from './payment-method-props';
import { offeredMethods, preselectedMethod } from './payment-rules';
import { PaypalPayment } from './paypal-payment';
import { RemainingToPay } from './remaining-to-pay';
import { RewardCodeForm } from './reward-code-form';

/**
 * The billing step (spec 000 section 2): the billing address (same as shipping by default), the methods the
 * cart accepts as a radio group with one component per method, the instruments on the cart, and the amount
 * left to pay, always visible. The step completes once the billing address is set and the payment covers
 * the total (remainingToPay 0).
 */
export function BillingStep({ cart: given, checkout, onComplete }: CheckoutStepProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const [cart, setCart] = useState(given);
  useEffect(() => setCart(given), [given]);
  const [athleteCreditSpent, setAthleteCreditSpent] = useState(false);
  const provider = useMemo(() => checkout.paymentProvider(), [checkout]);

  // The accepted methods follow the total (Klarna has a minimum): asked again when it changes.
  const methods = useQuery({
    queryKey: ['paymentMethods', cart.id, cart.totals.total],
    queryFn: () => checkout.payment.paymentMethods(),
    ...(cart.paymentMethods ? { initialData: cart.paymentMethods } : {}),
    // The list stays while a new total asks again, so the radio group does not blink.
    placeholderData: keepPreviousData,
  });
  const offered = offeredMethods(methods.data ?? [], cart, { signedIn, athleteCreditSpent });
  const [picked, setPicked] = useState<PaymentMethodId | undefined>();
  const selected = picked ?? preselectedMethod(offered, cart);

  const onCart = (next: Cart) => {
    setCart(next);
    setCartData(queryClient, next);
  };
  const onPaid = (next: Cart) => {
    onCart(next);
    if (billingDone(next)) onComplete();
  };
  const props: PaymentMethodProps = { cart, checkout, provider, onCart, onPaid };
  const cardTypes = methods.data?.find((m) => m.id === 'CREDIT_CARD')?.cardTypes;

  const methodPanel = (id: PaymentMethodId) => {
    switch (id) {
      case 'CREDIT_CARD':
        return <CardPayment {...props} signedIn={signedIn} {...(cardTypes ? { cardTypes } : {})} />;
      case 'GIFT_CARD':
        return <GiftCardForm {...props} />;
      case 'LOYALTY_POINTS':
        return <LoyaltyPayment {...props} />;
      case 'REWARD_CODE':
      case 'REWARD_CARD':
        return <RewardCodeForm {...props} kind={id} />;
      case 'ATHLETES_PAYMENT':
        return <AthletePayment {...props} onCreditSpent={() => setAthleteCreditSpent(true)} />;
      case 'KLARNA':
        return <KlarnaPayment {...props} />;
      case 'PAYPAL':
        return <PaypalPayment {...props} />;
    }
  };

  return (
    <section className={layout.step} aria-labelledby="billing-step-heading">
      <h2 id="billing-step-heading" className={layout.heading}>
        <FormattedMessage id="payment.title" />
      </h2>
      <BillingAddress cart={cart} checkout={checkout} onCart={onCart} />
      {cart.billingAddress ? (
        <>
          <AppliedPayments cart={cart} checkout={checkout} onCart={onCart} />
          {/* The methods' space is held until the first answer on them, so nothing below jumps. */}
          {methods.isPending ? (
            <StepLoading />
          ) : (
            <>
              <RadioGroup
                legend={intl.formatMessage({ id: 'payment.methods' })}
                name="paymentMethod"
                {...(selected ? { value: selected } : {})}
                onChange={(value) => setPicked(value as PaymentMethodId)}
                options={offered.map((o) => ({
                  value: o.method.id,
                  label: intl.formatMessage({ id: `payment.method.${o.method.id}` }),
                  disabled: !o.usable,
                  ...(o.reason
                    ? { description: intl.formatMessage({ id: `payment.unusable.${o.reason}` }) }
                    : {}),
                }))}
              />
              {selected ? (
                <section
                  className={styles.section}
                  aria-label={intl.formatMessage({ id: `payment.method.${selected}` })}
                >
                  {methodPanel(selected)}
                </section>
              ) : null}
            </>
          )}
        </>
      ) : null}
      <RemainingToPay cart={cart} />
      {billingDone(cart) ? (
        <Button onClick={onComplete} fullWidth>
          <FormattedMessage id="payment.continue" />
        </Button>
      ) : null}
    </section>
  );
}

/** The step as its own chunk (checkout-page.tsx loads it with its texts). */
export default BillingStep;
