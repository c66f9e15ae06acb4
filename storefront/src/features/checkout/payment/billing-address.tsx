import { useEffect, useRef, useState } from 'react';
import type { Address } from '../../../../../contracts/entities/address';
import type { Cart } from '../../../commerce/cart';
import type { CheckoutCommerce } from '../../../commerce/checkout/checkout-commerce';
import { useSiteConfig } from '../../../config/SiteConfigProvider';
import { useIntl } from '../../../i18n/intl';
import { Checkbox } from '../../../ui/field/Checkbox';
import { useProfile } from '../../session/use-profile';
import { AddressForm, type AddressFormValues } from '../shipping/address-form';
import { addressOf, formValuesOf } from '../shipping/address-schema';
import styles from './payment.module.css';
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
 * The shipping address as a billing address: billing asks for an email where shipping may not (a saved
 * address has none), so the account's email stands in. Undefined when there is no email to give it.
 */
export function billingFromShipping(
  shipping: Address | undefined,
  accountEmail?: string,
): Address | undefined {
  if (!shipping) return undefined;
  if (shipping.email) return shipping;
  return accountEmail ? { ...shipping, email: accountEmail } : undefined;
}

/**
 * The billing address: the same as shipping by default (set on the cart as soon as the step opens), or
 * another one entered in the address form behind the unchecked box. A cart without a shipping address
 * (everything picked up), or a guest's shipping address without an email, asks for one in the form.
 */
export function BillingAddress({ cart, checkout, onCart }: BillingAddressProps) {
  const intl = useIntl();
  const site = useSiteConfig();
  const action = usePaymentAction();
  const profile = useProfile();
  const shipping = cart.shippingAddress;
  // A signed-in shopper's email comes with the profile: "same as shipping" waits for it.
  const waiting = profile.isLoading && shipping !== undefined && !shipping.email;
  const sameAddress = billingFromShipping(shipping, profile.data?.consumerDetails.email);
  // What the "same as shipping" box names; without it the form asks for the billing address.
  const offered = sameAddress ?? (waiting ? shipping : undefined);
  const [sameChosen, setSame] = useState(true);
  const same = sameChosen && offered !== undefined;
  const started = useRef(false);

  const applyShipping = async () => {
    if (!sameAddress) return;
    const next = await action.run('same', () => checkout.payment.setBillingAddress(sameAddress));
    if (next) onCart(next);
  };

  // Same as shipping is the default: set it once when the step opens without a billing address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the cart the step opened with
  useEffect(() => {
    if (started.current || !sameAddress || cart.billingAddress) return;
    started.current = true;
    void applyShipping();
  }, [sameAddress === undefined]);

  const submitOther = async (values: AddressFormValues) => {
    const next = await action.run('other', () => checkout.payment.setBillingAddress(addressOf(values)));
    if (next) onCart(next);
  };
  // The form starts from the billing address on the cart, else from the shipping one (the email to add).
  const formStart = cart.billingAddress ?? shipping;

  return (
    <section className={styles.section} aria-labelledby="billing-address-heading">
      <h3 id="billing-address-heading" className={styles.heading}>
        {intl.formatMessage({ id: 'payment.billing.title' })}
      </h3>
      {offered ? (
        <Checkbox
          label={intl.formatMessage({ id: 'payment.billing.sameAsShipping' })}
          hint={oneLine(offered)}
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
          {...(formStart ? { defaultValues: formValuesOf(formStart, site.country) } : {})}
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
      {action.error ? (
        <p role="alert" className={styles.alert}>
          {action.error.message}
        </p>
      ) : null}
    </section>
  );
}
