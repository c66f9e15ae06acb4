import { useEffect, useRef, useState } from 'react';
import type { Address } from '../../../../../contracts/entities/address';
import type { Cart } from '../../../commerce/cart';
import type { CheckoutCommerce } from '../../../commerce/checkout/checkout-commerce';
import { useIntl } from '../../../i18n/intl';
import { Checkbox } from '../../../ui/field/Checkbox';
import { AddressForm } from '../shipping/address-form';
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
 * (everything picked up) always asks for one.
 */
export function BillingAddress({ cart, checkout, onCart }: BillingAddressProps) {
  const intl = useIntl();
  const action = usePaymentAction();
  const shipping = cart.shippingAddress;
  const [same, setSame] = useState(shipping !== undefined);
  const started = useRef(false);

  const applyShipping = async () => {
    if (!shipping) return;
    const next = await action.run('same', () => checkout.payment.setBillingAddress(shipping));
    if (next) onCart(next);
  };

  // Same as shipping is the default: set it once when the step opens without a billing address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the cart the step opened with
  useEffect(() => {
    if (started.current || !shipping || cart.billingAddress) return;
    started.current = true;
    void applyShipping();
  }, []);

  const submitOther = async (address: Address) => {
    const next = await action.run('other', () => checkout.payment.setBillingAddress(address));
    if (next) onCart(next);
  };

  return (
    <section className={styles.section} aria-labelledby="billing-address-heading">
      <h3 id="billing-address-heading" className={styles.heading}>
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
      {!same ? (
        <AddressForm
          form="billing"
          idPrefix="billing"
          {...(cart.billingAddress ? { defaultValues: cart.billingAddress } : {})}
          submitLabel={intl.formatMessage({ id: 'payment.billing.use' })}
          busy={action.pending === 'other'}
          onSubmit={submitOther}
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
