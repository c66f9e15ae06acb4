import type { Cart } from '../../commerce/cart';
import { useSiteConfig } from '../../config/site-config-provider';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { buttonClassName } from '../../ui/button/button';
import { Link } from '../../ui/link/link';
import { CouponForm } from './coupon-form';
import styles from './order-summary.module.css';
import { promoCallouts } from './promo-callout';
import { AppliedPromotions, type TotalsLabels, TotalsRows } from './totals-rows';

const LABELS: TotalsLabels = {
  items: 'cart.summary.items',
  discounts: 'cart.summary.discounts',
  shipping: 'cart.summary.shipping',
  tax: 'cart.summary.tax',
  total: 'cart.summary.total',
  gifts: 'cart.summary.gifts',
  free: 'cart.summary.free',
  giftFree: 'cart.summary.giftFree',
  was: 'cart.summary.was',
};

/** Items, discounts, shipping, tax and total in the cart's currency; promo codes, promotions, callouts, Checkout. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const later = (id: string) => <span className={styles.muted}>{intl.formatMessage({ id })}</span>;
  const callouts = promoCallouts(cart, 'cart');
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className={styles.heading}>
        <FormattedMessage id="cart.summary.heading" />
      </h2>
      {callouts.length > 0 ? (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'cart.callouts' })}>
          {callouts.map((c) => (
            <li key={c.id} className={styles.callout}>
              {c.text} <strong>{c.title}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      <TotalsRows
        priced={cart}
        currency={cart.currency}
        labels={LABELS}
        unpriced={{ shipping: later('cart.summary.shippingLater'), tax: later('cart.summary.taxLater') }}
        largeTotal
      />
      <CouponForm cart={cart} />
      <AppliedPromotions
        promotions={cart.promoSummary}
        heading={
          <h3 className={styles.subheading}>
            <FormattedMessage id="cart.summary.promotions" />
          </h3>
        }
        listClassName={styles.list}
      />
      <Link
        to={`/${locale}/checkout`}
        className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}
      >
        <FormattedMessage id="cart.summary.checkout" />
      </Link>
    </section>
  );
}
