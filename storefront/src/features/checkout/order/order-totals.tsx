import type { Cart } from '../../../commerce/cart';
import { useSiteConfig } from '../../../config/site-config-provider';
import { FormattedMessage } from '../../../i18n/intl';
import { formatMoney } from '../../../ui/price/format-money';
import type { PricedFacts } from '../../cart/totals-facts';
import { AppliedPromotions, type TotalsLabels, TotalsRows } from '../../cart/totals-rows';
import styles from './order.module.css';

/** The totals rows' labels in the order catalogue (review, confirmation, the checkout's running summary). */
export const ORDER_TOTALS_LABELS: TotalsLabels = {
  items: 'order.summary.items',
  discounts: 'order.summary.discounts',
  shipping: 'order.summary.shipping',
  tax: 'order.summary.tax',
  total: 'order.summary.total',
  gifts: 'order.summary.gifts',
  free: 'order.summary.free',
  giftFree: 'order.summary.giftFree',
  was: 'order.summary.was',
};

interface OrderTotalsProps {
  /** The totals with the promotions and lines that explain them (the cart, or the placed order). */
  readonly priced: PricedFacts;
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
  priced,
  currency,
  promoSummary,
  headingId,
  heading,
  showRemaining = false,
  level = 3,
}: OrderTotalsProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const SubHeading = level === 2 ? 'h3' : 'h4';
  const { locale } = useSiteConfig();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.subheading}>
        {heading}
      </Heading>
      <TotalsRows priced={priced} currency={currency} labels={ORDER_TOTALS_LABELS}>
        {showRemaining ? (
          <>
            <dt>
              <FormattedMessage id="order.summary.remaining" />
            </dt>
            <dd>{formatMoney(priced.totals.remainingToPay, currency, locale)}</dd>
          </>
        ) : null}
      </TotalsRows>
      <AppliedPromotions
        promotions={promoSummary}
        heading={
          <SubHeading className={styles.subheading}>
            <FormattedMessage id="order.summary.promotions" />
          </SubHeading>
        }
        listClassName={styles.list}
      />
    </section>
  );
}
