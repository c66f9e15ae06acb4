import type { ReactNode } from 'react';
import type { Cart } from '../../commerce/cart';
import { useSiteConfig } from '../../config/site-config-provider';
import { FormattedMessage } from '../../i18n/intl';
import { formatMoney } from '../../ui/price/format-money';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import { giftUnitsOf, type PricedFacts, shippingDiscountOf } from './totals-facts';
import styles from './totals-rows.module.css';

/** The message ids of the rows' labels: the cart page and the order word them in their own catalogues. */
export interface TotalsLabels {
  readonly items: string;
  readonly discounts: string;
  readonly shipping: string;
  readonly tax: string;
  readonly total: string;
  /** The free gifts' row ("Free gift (1)"), with a {count}. */
  readonly gifts: string;
  /** What free shipping reads ("Free"; in French it agrees with "livraison"). */
  readonly free: string;
  /** What the free gifts' amount reads ("Free"). */
  readonly giftFree: string;
  /** The struck-out price before a promotion made shipping free, for screen readers ("was {amount}"). */
  readonly was: string;
}

interface TotalsRowsProps {
  /** The totals, and the promotions and lines that explain them (a cart, or a placed order). */
  readonly priced: PricedFacts;
  readonly currency: string;
  readonly labels: TotalsLabels;
  /** What the shipping and tax rows say before checkout prices them; without it those rows wait until then. */
  readonly unpriced?: { readonly shipping: ReactNode; readonly tax: ReactNode };
  /** The total a size larger (where it ends the cart page's summary). */
  readonly largeTotal?: boolean;
  /** Rows after the total: a <dt> and a <dd> each. */
  readonly children?: ReactNode;
}

/**
 * A cart's or an order's totals as label and amount rows: items, free gifts, discounts, shipping, tax,
 * total. A promotion that pays for shipping shows at the shipping row (the price struck out, then what is
 * paid: "Free"), not inside the discounts.
 */
export function TotalsRows({
  priced,
  currency,
  labels,
  unpriced,
  largeTotal = false,
  children,
}: TotalsRowsProps) {
  const { locale } = useSiteConfig();
  const { totals } = priced;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const shippingDiscount = shippingDiscountOf(priced);
  const otherDiscounts = Math.round((totals.totalDiscount - shippingDiscount) * 100) / 100;
  const gifts = giftUnitsOf(priced);
  const free = <FormattedMessage id={labels.free} />;
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
      {gifts > 0 ? (
        <>
          <dt>
            <FormattedMessage id={labels.gifts} values={{ count: gifts }} />
          </dt>
          <dd className={styles.discount}>
            <FormattedMessage id={labels.giftFree} />
          </dd>
        </>
      ) : null}
      {otherDiscounts > 0 ? (
        <>
          <dt>
            <FormattedMessage id={labels.discounts} />
          </dt>
          <dd className={styles.discount}>{`−${money(otherDiscounts)}`}</dd>
        </>
      ) : null}
      {shippingDiscount > 0 && totals.shipping !== undefined ? (
        <>
          <dt>
            <FormattedMessage id={labels.shipping} />
          </dt>
          <dd>
            <s className={styles.was} aria-hidden="true">
              {money(totals.shipping)}
            </s>{' '}
            <span className={styles.discount}>
              {totals.shipping - shippingDiscount > 0 ? money(totals.shipping - shippingDiscount) : free}
            </span>{' '}
            <VisuallyHidden>
              <FormattedMessage id={labels.was} values={{ amount: money(totals.shipping) }} />
            </VisuallyHidden>
          </dd>
        </>
      ) : (
        amountRow(labels.shipping, totals.shipping, unpriced?.shipping)
      )}
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
