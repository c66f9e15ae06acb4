import type { Cart } from '../../commerce/cart';
import { useSiteConfig } from '../../config/SiteConfigProvider';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { buttonClassName } from '../../ui/button/Button';
import { Link } from '../../ui/link/Link';
import { formatMoney } from '../../ui/price/format-money';
import { CouponForm } from './coupon-form';
import styles from './order-summary.module.css';
import { promoCallouts } from './promo-callout';

/** Items, discounts, shipping, tax and total in the cart's currency; promo codes, promotions, callouts, Checkout. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const money = (amount: number) => formatMoney(amount, cart.currency, locale);
  const later = (id: string) => <span className={styles.muted}>{intl.formatMessage({ id })}</span>;
  const { totals } = cart;
  const promotions = cart.promoSummary ?? [];
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
      <dl className={styles.rows}>
        <dt>
          <FormattedMessage id="cart.summary.items" values={{ count: totals.totalUnits }} />
        </dt>
        <dd>{money(totals.itemTotal)}</dd>
        {totals.totalDiscount > 0 ? (
          <>
            <dt>
              <FormattedMessage id="cart.summary.discounts" />
            </dt>
            <dd className={styles.discount}>{`−${money(totals.totalDiscount)}`}</dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="cart.summary.shipping" />
        </dt>
        <dd>
          {totals.shipping === undefined ? later('cart.summary.shippingLater') : money(totals.shipping)}
        </dd>
        <dt>
          <FormattedMessage id="cart.summary.tax" />
        </dt>
        <dd>{totals.tax === undefined ? later('cart.summary.taxLater') : money(totals.tax)}</dd>
        <dt className={styles.total}>
          <FormattedMessage id="cart.summary.total" />
        </dt>
        <dd className={styles.total}>{money(totals.total)}</dd>
      </dl>
      <CouponForm cart={cart} />
      {promotions.length > 0 ? (
        <div>
          <h3 className={styles.subheading}>
            <FormattedMessage id="cart.summary.promotions" />
          </h3>
          <ul className={styles.list}>
            {promotions.map((p) => (
              <li key={p.promotionId}>
                {p.promotionName}
                {p.calloutMessage ? <span className={styles.muted}>{` · ${p.calloutMessage}`}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link
        to={`/${locale}/checkout`}
        className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}
      >
        <FormattedMessage id="cart.summary.checkout" />
      </Link>
    </section>
  );
}
