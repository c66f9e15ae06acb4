import { useEffect, useRef, useState } from 'react';
import type { Address } from '../../../../../contracts/entities/address';
import type { Cart } from '../../../commerce/cart';
import type { CheckoutCommerce } from '../../../commerce/checkout/checkout-commerce';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/field/checkbox';
import { TextField } from '../../../ui/field/text-field';
import { useProfile } from '../../session/use-profile';
import { AddressForm } from '../shipping/address-form';
import { addressOf, formValuesOf } from '../shipping/address-schema';
import layout from '../step-layout.module.css';
import { StepLoading } from '../step-loading';
import styles from './payment.module.css';
import { PaymentAlert } from './payment-alert';
import { usePaymentAction } from './use-payment-action';

interface BillingAddressProps {
  readonly cart: Cart;
  readonly checkout: CheckoutCommerce;
  readonly onCart: (cart: Cart) => void;
}

const oneLine = (a: Address) =>
  [`${a.firstName} ${a.lastName}`, a.addressLine1, a.city, a.province, a.postalCode]
    .filter(Boolean)
    .join(', ');

/**
 * The billing address: the same as shipping by default (set on the cart as soon as the step opens), or
 * another one entered in the address form behind the unchecked box. A cart without a shipping address
 * (everything picked up) always asks for one. A billing address needs an email where a shipping address
 * may not (the contracts' rules): the shopper's account email, else the shopper is asked for one.
 */
export function BillingAddress({ cart, checkout, onCart }: BillingAddressProps) {
  const intl = useIntl();
  const site = useSiteConfig();
  const profile = useProfile();
  const action = usePaymentAction();
  const shipping = cart.shippingAddress;
  const [same, setSame] = useState(shipping !== undefined);
  const [typedEmail, setTypedEmail] = useState('');
  const started = useRef(false);
  const knownEmail = shipping?.email ?? profile.data?.consumerDetails.email;

  const applyShipping = async (email = knownEmail) => {
    if (!shipping || !email) return;
    const next = await action.run('same', () => checkout.payment.setBillingAddress({ ...shipping, email }));
    if (next) onCart(next);
  };

  // Same as shipping is the default: set it once, as soon as an email for it is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the cart the step opened with
  useEffect(() => {
    if (started.current || !shipping || !knownEmail || cart.billingAddress) return;
    started.current = true;
    void applyShipping();
  }, [knownEmail]);

  const submitOther = async (address: Address) => {
    const next = await action.run('other', () => checkout.payment.setBillingAddress(address));
    if (next) onCart(next);
  };
  const askEmail = same && shipping !== undefined && !knownEmail && !cart.billingAddress;

  return (
    <section className={styles.section} aria-labelledby="billing-address-heading">
      <h3 id="billing-address-heading" className={layout.heading}>
        {intl.formatMessage({ id: 'payment.billing.title' })}
      </h3>
      {shipping ? (
        <Checkbox
          label={intl.formatMessage({ id: 'payment.billing.sameAsShipping' })}
          hint={oneLine(shipping)}
          checked={same}
          onChange={(event) => {
            setSame(event.target.checked);
            if (event.target.checked) void applyShipping();
          }}
        />
      ) : null}
      {/* Setting it on arrival: the methods' space is held meanwhile, so nothing below jumps. */}
      {action.pending === 'same' && !cart.billingAddress ? <StepLoading /> : null}
      {askEmail ? (
        <form
          className={styles.inlineForm}
          onSubmit={(event) => {
            event.preventDefault();
            void applyShipping(typedEmail.trim());
          }}
        >
          <TextField
            label={intl.formatMessage({ id: 'payment.billing.email' })}
            hint={intl.formatMessage({ id: 'payment.billing.emailHint' })}
            type="email"
            autoComplete="billing email"
            required
            value={typedEmail}
            onChange={(event) => setTypedEmail(event.target.value)}
          />
          <Button type="submit" variant="secondary" loading={action.pending === 'same'}>
            {intl.formatMessage({ id: 'payment.billing.use' })}
          </Button>
        </form>
      ) : null}
      {!same ? (
        <AddressForm
          form="billing"
          checkout={checkout}
          idPrefix="billing"
          {...(cart.billingAddress ? { defaultValues: formValuesOf(cart.billingAddress, site.country) } : {})}
          submitLabel={intl.formatMessage({ id: 'payment.billing.use' })}
          busy={action.pending === 'other'}
          onSubmit={(values) => submitOther(addressOf(values))}
        />
      ) : null}
      {cart.billingAddress && !same ? (
        <p className={styles.hint}>
          {intl.formatMessage({ id: 'payment.billing.current' }, { address: oneLine(cart.billingAddress) })}
        </p>
      ) : null}
      <PaymentAlert message={action.error?.message} />
    </section>
  );
}
