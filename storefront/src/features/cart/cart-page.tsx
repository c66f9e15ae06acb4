import { useSession } from '../../commerce/commerce-context';
import { isSignedIn } from '../../commerce/session-state';
import { useSiteConfig } from '../../config/site-config-provider';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { PageMeta } from '../../routes/page-meta';
import { Button, buttonClassName } from '../../ui/button/button';
import { Link } from '../../ui/link/link';
import { Spinner } from '../../ui/spinner/spinner';
import { LazyPriceAdjustments } from '../associate/lazy-price-adjustments';
import { Espot } from '../content-blocks/espot/espot';
import { CartLine } from './cart-line';
import { CartNoticeList } from './cart-notice-list';
import styles from './cart-page.module.css';
import { sortByDeliveryTime } from './delivery-time-sort';
import { OrderSummary } from './order-summary';
import { SavedForLaterList } from './saved-for-later';
import { useCart } from './use-cart';
import { useCartRecoveryNotices } from './use-cart-recovery-notices';

/** The cart page (spec 000 section 2): lines by delivery time, order summary, saved for later. */
export function CartPage() {
  useCartRecoveryNotices();
  const intl = useIntl();
  const site = useSiteConfig();
  const session = useSession();
  const query = useCart();
  const cart = query.data;
  const bonusFirst = site.features.guestBonusItemsFirst && !isSignedIn(session);
  const lines = cart ? sortByDeliveryTime(cart.items, { bonusFirst }) : [];

  let content: React.ReactNode;
  if (query.isPending) {
    content = (
      <div className={styles.state}>
        <Spinner label={intl.formatMessage({ id: 'cart.page.loading' })} />
      </div>
    );
  } else if (query.isError && !cart) {
    content = (
      <div className={styles.state} role="alert">
        <p>
          <FormattedMessage id="cart.page.loadFailed" />
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <FormattedMessage id="cart.page.retry" />
        </Button>
      </div>
    );
  } else if (!cart || lines.length === 0) {
    content = (
      <div className={styles.empty}>
        <h2>
          <FormattedMessage id="cart.empty.title" />
        </h2>
        <p>
          <FormattedMessage id="cart.empty.body" />
        </p>
        <Link to={`/${site.locale}`} className={buttonClassName({ variant: 'primary' })}>
          <FormattedMessage id="cart.empty.shop" />
        </Link>
      </div>
    );
  } else {
    content = (
      <div className={styles.layout}>
        <section aria-labelledby="cart-lines-heading">
          <h2 id="cart-lines-heading" className="visually-hidden">
            <FormattedMessage id="cart.line.items" />
          </h2>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <CartLine key={line.id} line={line} cart={cart} favorites={site.features.favorites} />
            ))}
          </ul>
        </section>
        <aside className={styles.aside}>
          <OrderSummary cart={cart} />
          <LazyPriceAdjustments cart={cart} />
        </aside>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageMeta
        title={intl.formatMessage({ id: 'cart.page.title' })}
        description={intl.formatMessage({ id: 'cart.page.description' })}
        canonicalPath={`/${site.locale}/cart`}
      />
      <h1 className={styles.title}>
        <FormattedMessage id="cart.page.heading" />
        {cart && cart.totalItems > 0 ? (
          <span className={styles.count}>
            {intl.formatMessage({ id: 'cart.page.count' }, { count: cart.totalItems })}
          </span>
        ) : null}
      </h1>
      <CartNoticeList cart={cart} />
      {content}
      {/* The cart's content (upsells, offers) below the items, once the cart is there. */}
      {query.isPending ? null : <Espot slug="cart" pageType="cart" />}
      <SavedForLaterList />
    </div>
  );
}
