import { useSession } from '../../../commerce/commerce-context';
import { isSignedIn } from '../../../commerce/session-state';
import { useFeature } from '../../../config/site-config-provider';
import { FormattedMessage } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import styles from './order.module.css';

/** The confirmation's offer to a guest to create an account with the order's email, where new accounts are allowed. */
export function AccountOffer({ email }: { email: string | undefined }) {
  const session = useSession();
  const dialogs = useDialogs();
  const newAccounts = useFeature('newSignUpAllowed');
  if (!newAccounts || !email || isSignedIn(session)) return null;
  return (
    <section className={styles.panel} aria-labelledby="confirmation-account">
      <h2 id="confirmation-account" className={styles.subheading}>
        <FormattedMessage id="order.confirmation.account.heading" />
      </h2>
      <p className={styles.offerText}>
        <FormattedMessage id="order.confirmation.account.text" values={{ email }} />
      </p>
      <div>
        <Button variant="secondary" onClick={() => dialogs.open('signUp', { email })}>
          <FormattedMessage id="order.confirmation.account.create" />
        </Button>
      </div>
    </section>
  );
}
