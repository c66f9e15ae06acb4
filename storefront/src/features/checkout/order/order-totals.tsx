import type { Cart } from '../../../commerce/cart';
import { useSiteConfig } from '../../../config/SiteConfigProvider';
import { FormattedMessage } from '../../../i18n/intl';
import { formatMoney } from '../../../ui/price/format-money';
import styles from './order.module.css';

interface OrderTotalsProps {
  readonly totals: Cart['totals'];
  readonly currency: string;
  readonly promoSummary?: Cart['promoSummary'];
  readonly headingId: string;
  readonly heading: string;
  /** The summary shows what is left to pay; a placed order is paid. */
  readonly showRemaining?: boolean;
  /** The heading level where the totals sit in the page's outline (the promotions one below). */
  readonly level?: 2 | 3;
}

/** Items, discounts, shipping, tax, total (and remaining to pay), then the promotions applied. */
export function OrderTotals({
  totals,
  currency,
  promoSummary = [],
  headingId,
  heading,
  showRemaining = false,
  level = 3,
}: OrderTotalsProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const SubHeading = level === 2 ? 'h3' : 'h4';
  const { locale } = useSiteConfig();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.subheading}>
        {heading}
      </Heading>
      <dl className={styles.rows}>
        <dt>
          <FormattedMessage id="order.summary.items" values={{ count: totals.totalUnits }} />
        </dt>
        <dd>{money(totals.itemTotal)}</dd>
        {totals.totalDiscount > 0 ? (
          <>
            <dt>
              <FormattedMessage id="order.summary.discounts" />
            </dt>
            <dd className={styles.discount}>{`−${money(totals.totalDiscount)}`}</dd>
          </>
        ) : null}
        {totals.shipping === undefined ? null : (
          <>
            <dt>
              <FormattedMessage id="order.summary.shipping" />
            </dt>
            <dd>{money(totals.shipping)}</dd>
          </>
        )}
        {totals.tax === undefined ? null : (
          <>
            <dt>
              <FormattedMessage id="order.summary.tax" />
            </dt>
            <dd>{money(totals.tax)}</dd>
          </>
        )}
        <dt className={styles.total}>
          <FormattedMessage id="order.summary.total" />
        </dt>
        <dd className={styles.total}>{money(totals.total)}</dd>
        {showRemaining ? (
          <>
            <dt>
              <FormattedMessage id="order.summary.remaining" />
            </dt>
            <dd>{money(totals.remainingToPay)}</dd>
          </>
        ) : null}
      </dl>
      {promoSummary.length > 0 ? (
        <div>
          <SubHeading className={styles.subheading}>
            <FormattedMessage id="order.summary.promotions" />
          </SubHeading>
          <ul className={styles.list}>
            {promoSummary.map((p) => (
              <li key={p.promotionId}>
                {p.promotionName}
                {p.calloutMessage ? <span className={styles.muted}>{` · ${p.calloutMessage}`}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
