import type { ReactNode } from 'react';
import type { Cart } from '../../commerce/cart';
import { useSiteConfig } from '../../config/SiteConfigProvider';
import { FormattedMessage } from '../../i18n/intl';
import { formatMoney } from '../../ui/price/format-money';
import styles from './totals-rows.module.css';

/** The message ids of the rows' labels: the cart page and the order word them in their own catalogues. */
export interface TotalsLabels {
  readonly items: string;
  readonly discounts: string;
  readonly shipping: string;
  readonly tax: string;
  readonly total: string;
}

interface TotalsRowsProps {
  readonly totals: Cart['totals'];
  readonly currency: string;
  readonly labels: TotalsLabels;
  /** What the shipping and tax rows say before checkout prices them; without it those rows wait until then. */
  readonly unpriced?: { readonly shipping: ReactNode; readonly tax: ReactNode };
  /** The total a size larger (where it ends the cart page's summary). */
  readonly largeTotal?: boolean;
  /** Rows after the total: a <dt> and a <dd> each. */
  readonly children?: ReactNode;
}

/** A cart's or an order's totals as label and amount rows: items, discounts, shipping, tax, total. */
export function TotalsRows({
  totals,
  currency,
  labels,
  unpriced,
  largeTotal = false,
  children,
}: TotalsRowsProps) {
  const { locale } = useSiteConfig();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const amountRow = (label: string, amount: number | undefined, whenUnpriced: ReactNode | undefined) =>
    amount === undefined && whenUnpriced === undefined ? null : (
      <>
        <dt>
          <FormattedMessage id={label} />
        </dt>
        <dd>{amount === undefined ? whenUnpriced : money(amount)}</dd>
      </>
    );
  const total = largeTotal ? `${styles.total} ${styles.large}` : styles.total;
  return (
    <dl className={styles.rows}>
      <dt>
        <FormattedMessage id={labels.items} values={{ count: totals.totalUnits }} />
      </dt>
      <dd>{money(totals.itemTotal)}</dd>
      {totals.totalDiscount > 0 ? (
        <>
          <dt>
            <FormattedMessage id={labels.discounts} />
          </dt>
          <dd className={styles.discount}>{`−${money(totals.totalDiscount)}`}</dd>
        </>
      ) : null}
      {amountRow(labels.shipping, totals.shipping, unpriced?.shipping)}
      {amountRow(labels.tax, totals.tax, unpriced?.tax)}
      <dt className={total}>
        <FormattedMessage id={labels.total} />
      </dt>
      <dd className={total}>{money(totals.total)}</dd>
      {children}
    </dl>
  );
}

interface AppliedPromotionsProps {
  readonly promotions: Cart['promoSummary'];
  /** The heading above the list, at the level the page's outline puts it. */
  readonly heading: ReactNode;
  /** The list's spacing, the one of the panel it sits in. */
  readonly listClassName: string | undefined;
}

/** The promotions a cart or an order got, each with its callout; nothing when there are none. */
export function AppliedPromotions({ promotions = [], heading, listClassName }: AppliedPromotionsProps) {
  if (promotions.length === 0) return null;
  return (
    <div>
      {heading}
      <ul className={listClassName}>
        {promotions.map((p) => (
          <li key={p.promotionId}>
            {p.promotionName}
            {p.calloutMessage ? <span className={styles.muted}>{` · ${p.calloutMessage}`}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
