import { useSession } from '../../commerce/commerce-context';
import { isSignedIn } from '../../commerce/session-state';
import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { InfoIcon, StoreIcon, UserIcon } from '../../ui/icons/icons';
import { Link } from '../../ui/link/link';
import styles from './mobile-menu.module.css';

/**
 * What a phone menu offers below the departments, as shops do: the account (sign in for a guest, the
 * account page once signed in), finding a store (the store picker, which also makes it "my store") and help
 * (the contact-us page).
 * Each goes somewhere that exists: a route of routes.tsx or a dialog. The drawer closes first, so the
 * dialog that opens is the only one.
 */
export function MobileMenuUtilities({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const signedIn = isSignedIn(useSession());
  const { open } = useDialogs();
  const then = (next: () => void) => () => {
    onClose();
    next();
  };
  return (
    <ul className={styles.utilities}>
      <li>
        {signedIn ? (
          <Link to={`/${locale}/account`} className={styles.utility}>
            <UserIcon />
            {intl.formatMessage({ id: 'session.account.myAccount' })}
          </Link>
        ) : (
          <button type="button" className={styles.utility} onClick={then(() => open('signIn'))}>
            <UserIcon />
            {intl.formatMessage({ id: 'session.account.signIn' })}
          </button>
        )}
      </li>
      <li>
        <button type="button" className={styles.utility} onClick={then(() => open('pickupInStore', {}))}>
          <StoreIcon />
          {intl.formatMessage({ id: 'navigation.menu.findStore' })}
        </button>
      </li>
      <li>
        <Link to={`/${locale}/help/contact-us`} className={styles.utility}>
          <InfoIcon />
          {intl.formatMessage({ id: 'navigation.menu.help' })}
        </Link>
      </li>
    </ul>
  );
}
