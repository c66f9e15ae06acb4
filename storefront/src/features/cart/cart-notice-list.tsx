import type { Cart } from '../../commerce/cart';
import { errorMessage } from '../../i18n/error-message';
import { useIntl } from '../../i18n/intl';
import { Banner } from '../../ui/banner/banner';
import { clearCartBanner, useCartBanner } from './cart-banner-store';
import { cartNotices } from './cart-notices';
import styles from './cart-page.module.css';

/**
 * The top of the cart page: the top banner (CANT_SHIP_THERE) and the notices the cart answer carries
 * (delivery changes with the order-updated message, merged or expired cart, something went wrong).
 */
export function CartNoticeList({ cart }: { cart: Cart | null | undefined }) {
  const intl = useIntl();
  const banner = useCartBanner();
  const notices = cart ? cartNotices(cart) : [];
  if (!banner && notices.length === 0) return null;
  return (
    <div className={styles.notices}>
      {banner ? (
        <Banner tone="error" onDismiss={clearCartBanner}>
          {errorMessage(intl, banner)}
        </Banner>
      ) : null}
      {notices.map((n) => (
        <Banner key={n.key} tone={n.tone === 'error' ? 'error' : n.tone === 'warning' ? 'warning' : 'info'}>
          {intl.formatMessage({ id: n.messageId })}
        </Banner>
      ))}
    </div>
  );
}
