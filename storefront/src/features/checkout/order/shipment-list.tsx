import type { CartItem } from '../../../commerce/cart';
import { useSiteConfig } from '../../../config/site-config-provider';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { formatMoney } from '../../../ui/price/format-money';
import styles from './order.module.css';
import { shipmentGroups } from './shipment-groups';

/** The lines grouped by shipment (method, and store for store deliveries): name, quantity, row total (a gift's "Free"). */
export function ShipmentList({
  items,
  currency,
  headingLevel = 3,
}: {
  readonly items: readonly CartItem[];
  readonly currency: string;
  readonly headingLevel?: 3 | 4;
}) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      {shipmentGroups(items).map((group) => (
        <section key={group.key} className={styles.panel} aria-labelledby={`shipment-${group.key}`}>
          <Heading id={`shipment-${group.key}`} className={styles.subheading}>
            {intl.formatMessage({ id: `order.method.${group.code}` })}
            {group.storeId ? (
              <span className={styles.muted}>
                {` · ${intl.formatMessage({ id: 'order.method.store' }, { storeId: group.storeId })}`}
              </span>
            ) : null}
          </Heading>
          <ul className={styles.list}>
            {group.lines.map((line) => (
              <li key={line.id} className={styles.line}>
                <span>
                  {line.name ?? line.productId}
                  <br />
                  <span className={styles.muted}>
                    <FormattedMessage id="order.summary.qty" values={{ qty: line.qty }} />
                  </span>
                </span>
                <span>
                  {line.bonus
                    ? intl.formatMessage({ id: 'order.summary.giftFree' })
                    : formatMoney(line.price.rowTotal, currency, locale)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
