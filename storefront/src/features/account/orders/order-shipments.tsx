import type { TrackedOrder } from '../../../commerce/account/orders';
import { useIntl } from '../../../i18n/intl';
import styles from './orders.module.css';

type Shipment = TrackedOrder['shipments'][number];
type Item = TrackedOrder['items'][number];

/** One shipment's method, store, status and tracking; the order page and the order status page show it. */
export function ShipmentSummary({
  shipment,
  index,
  count,
}: {
  shipment: Shipment;
  index: number;
  count: number;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  return (
    <>
      <h3 className={styles.shipmentTitle}>
        {t('accountArea.orders.shipmentTitle', {
          index: index + 1,
          count,
          method: t(`delivery.method.${shipment.shippingMethod}`),
        })}
      </h3>
      <p className={styles.status}>
        {t('accountArea.orders.statusLabel', { status: t(`accountArea.orders.shipment.${shipment.status}`) })}
      </p>
      {shipment.storeId ? <p>{t('accountArea.orders.store', { store: shipment.storeId })}</p> : null}
      {shipment.shippedAt ? (
        <p>{t('accountArea.orders.shippedOn', { date: date(shipment.shippedAt) })}</p>
      ) : null}
      {shipment.deliveredAt ? (
        <p>{t('accountArea.orders.deliveredOn', { date: date(shipment.deliveredAt) })}</p>
      ) : shipment.estimatedDelivery ? (
        <p>{t('accountArea.orders.expectedOn', { date: date(shipment.estimatedDelivery) })}</p>
      ) : null}
      {shipment.carrier && shipment.trackingNumber ? (
        <p>
          {shipment.trackingUrl ? (
            <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
              {t('accountArea.orders.tracking', {
                carrier: shipment.carrier,
                number: shipment.trackingNumber,
              })}
            </a>
          ) : (
            t('accountArea.orders.tracking', { carrier: shipment.carrier, number: shipment.trackingNumber })
          )}
        </p>
      ) : null}
    </>
  );
}

/** The items of a shipment, in the order's order (an item on no shipment is listed with the first one). */
export function itemsOfShipment<T extends Item>(
  items: readonly T[],
  shipments: readonly Shipment[],
  index: number,
) {
  const shipment = shipments[index];
  if (!shipment) return items;
  const onAny = new Set(shipments.flatMap((s) => s.itemIds));
  return items.filter(
    (item) => shipment.itemIds.includes(item.itemId) || (index === 0 && !onAny.has(item.itemId)),
  );
}

/** An order's shipments with their items (tracking), for the order status page. */
export function TrackedShipments({ order }: { order: TrackedOrder }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <ol className={styles.list}>
      {order.shipments.map((shipment, index) => (
        <li key={shipment.shipmentId} className={styles.card}>
          <ShipmentSummary shipment={shipment} index={index} count={order.shipments.length} />
          <ul className={styles.items}>
            {itemsOfShipment(order.items, order.shipments, index).map((item) => (
              <li key={item.itemId}>
                {item.name} · {t('accountArea.orders.itemQty', { qty: item.qty })}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
