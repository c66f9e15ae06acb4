import { lazy, Suspense } from 'react';
import { useSession } from '../../commerce/commerce-context';
import { isSignedIn } from '../../commerce/session-state';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { UserIcon } from '../../ui/icons/icons';
import styles from './session.module.css';

// Only a signed-in shopper needs the menu (and the profile and sign-out it uses): its own chunk.
const AccountMenu = lazy(() => import('./account-menu'));

/** The header's account control: "Sign in" for a guest, the shopper's first name with a small menu otherwise. */
export function AccountButton() {
  const session = useSession();
  const dialogs = useDialogs();
  const intl = useIntl();
  if (!isSignedIn(session)) {
    return (
      <Button variant="ghost" icon={<UserIcon />} onClick={() => dialogs.open('signIn')}>
        <span className={styles.headerLabel}>{intl.formatMessage({ id: 'session.account.signIn' })}</span>
      </Button>
    );
  }
  return (
    <Suspense fallback={<AccountLabel label={intl.formatMessage({ id: 'session.account.myAccount' })} />}>
      <AccountMenu />
    </Suspense>
  );
}

/** The control's place while the menu's code loads: the same button, not yet a menu. */
function AccountLabel({ label }: { label: string }) {
  return (
    <Button variant="ghost" icon={<UserIcon />} aria-disabled>
      <span className={styles.headerLabel}>{label}</span>
    </Button>
  );
}
