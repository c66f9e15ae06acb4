import type { Address } from '../../../../contracts/entities/address';
import type { Cart } from '../../commerce/cart';
import { useIntl } from '../../i18n/intl';
import styles from './checkout-page.module.css';
import type { CheckoutStepId } from './checkout-step-props';
import { paymentLine } from './payment/applied-payments';
import { instrumentsOf } from './payment/payment-rules';

/** An address as a few lines of text (name, street, town). */
export function addressLines(address: Address): string {
  const town = [address.city, address.province, address.postalCode].filter(Boolean).join(' ');
  return [
    `${address.firstName} ${address.lastName}`,
    address.addressLine1,
    address.addressLine2,
    `${town}, ${address.countryCode ?? address.country}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * What a completed step decided, shown under its heading while it is collapsed: the address, and for
 * payment what pays (express checkout sets no billing address: the saved card alone says it).
 */
export function StepSummary({ step, cart }: { step: CheckoutStepId; cart: Cart }) {
  const intl = useIntl();
  const address =
    step === 'shipping' ? cart.shippingAddress : step === 'billing' ? cart.billingAddress : undefined;
  const text = address
    ? addressLines(address)
    : step === 'shipping'
      ? intl.formatMessage({ id: 'checkout.summary.noHomeDelivery' })
      : undefined;
  const payments = step === 'billing' ? instrumentsOf(cart).map((i) => paymentLine(intl, cart, i)) : [];
  return (
    <>
      {text ? <address className={styles.summary}>{text}</address> : null}
      {payments.length > 0 ? (
        <ul className={styles.summaryList}>
          {payments.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
