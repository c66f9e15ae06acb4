import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { BagIcon } from '../../ui/icons/icons';
import { Link } from '../../ui/link/link';
import styles from './cart-button.module.css';
import { useCart } from './use-cart';
import { useCartRecoveryNotices } from './use-cart-recovery-notices';

/** The header's cart link: a bag with the unit count, named "Cart, 3 items". Shows cart recovery notices too. */
export function CartButton() {
  useCartRecoveryNotices();
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const count = useCart().data?.totalItems ?? 0;
  return (
    <Link
      to={`/${locale}/cart`}
      className={styles.link}
      aria-label={intl.formatMessage({ id: 'cart.button.label' }, { count })}
    >
      <BagIcon />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
