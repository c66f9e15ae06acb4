import type { Cart } from '../../../commerce/cart';
import { FormattedMessage } from '../../../i18n/intl';
import { LineDelivery } from '../../cart/delivery/line-delivery';
import styles from './shipping-step.module.css';

/** Each line with its delivery (home, pickup, ship to store, collection point), changed with the cart's own dialog. */
export function DeliveryLines({ cart }: { cart: Cart }) {
  return (
    <section aria-labelledby="checkout-delivery-lines">
      <h3 id="checkout-delivery-lines" className={styles.subheading}>
        <FormattedMessage id="checkout.shipping.lines" />
      </h3>
      <ul className={styles.lines}>
        {cart.items.map((line) => (
          <li key={line.id} className={styles.line}>
            <p className={styles.lineName}>
              {line.name ?? line.productId} × {line.qty}
            </p>
            <LineDelivery line={line} cart={cart} />
          </li>
        ))}
      </ul>
    </section>
  );
}
