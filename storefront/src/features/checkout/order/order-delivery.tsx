import type { PlacedOrder } from '../../../commerce/checkout/order-store';
import { useSiteConfig } from '../../../config/site-config-provider';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { addressLines } from '../address-lines';
import { deliveryEstimate, formatDeliveryWindow } from './delivery-estimate';
import styles from './order.module.css';

/** One shipment's method and when it should arrive ("Home delivery: Tue, Dec 1 – Thu, Dec 3"). */
function EstimateLine({
  shipment,
  placedAt,
}: {
  shipment: PlacedOrder['shipments'][number];
  placedAt: Date;
}) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const estimate = deliveryEstimate(placedAt, shipment.shippingMethod.deliveryTime);
  if (!estimate) return null;
  const method = intl.formatMessage({ id: `order.method.${shipment.shippingMethod.code}` });
  const when =
    estimate.kind === 'today'
      ? intl.formatMessage({ id: 'order.confirmation.readyToday' })
      : formatDeliveryWindow(estimate.from, estimate.to, locale);
  return (
    <li className={styles.estimate}>
      <span>{method}</span>
      <span className={styles.when}>{when}</span>
    </li>
  );
}

/**
 * Where the order goes and when (the confirmation): the shipping address when something ships home, and
 * each shipment's estimated delivery counted from the order's time.
 */
export function OrderDelivery({ order }: { order: PlacedOrder }) {
  const placedAt = new Date(order.createdAt);
  const estimates = order.shipments.filter((s) => deliveryEstimate(placedAt, s.shippingMethod.deliveryTime));
  if (!order.shippingAddress && estimates.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="confirmation-ship-to">
      <h2 id="confirmation-ship-to" className={styles.subheading}>
        <FormattedMessage id="order.confirmation.shipTo" />
      </h2>
      {order.shippingAddress ? (
        <address className={styles.address}>{addressLines(order.shippingAddress)}</address>
      ) : null}
      {estimates.length > 0 ? (
        <div>
          <h3 className={styles.minorHeading}>
            <FormattedMessage id="order.confirmation.estimate" />
          </h3>
          <ul className={styles.list}>
            {estimates.map((shipment) => (
              <EstimateLine key={shipment.shipmentId} shipment={shipment} placedAt={placedAt} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
