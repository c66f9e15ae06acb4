import { useSession } from '../../../commerce/commerce-context';
import { isSignedIn } from '../../../commerce/session-state';
import { FormattedMessage } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import styles from './order.module.css';

/**
 * The confirmation's offer to a guest who has an account: sign in and the order is added to it, then the
 * account page opens (spec 000 section 2: after login with an order pending the user goes to /account).
 */
export function SignInForOrder({ orderNo }: { readonly orderNo: string }) {
  const session = useSession();
  const dialogs = useDialogs();
  if (isSignedIn(session)) return null;
  return (
    <section className={styles.panel} aria-labelledby="confirmation-sign-in">
      <h2 id="confirmation-sign-in" className={styles.subheading}>
        <FormattedMessage id="order.confirmation.signIn.heading" />
      </h2>
      <p className={styles.offerText}>
        <FormattedMessage id="order.confirmation.signIn.text" />
      </p>
      <div>
        <Button variant="secondary" onClick={() => dialogs.open('signIn', { pendingOrder: { orderNo } })}>
          <FormattedMessage id="order.confirmation.signIn.button" />
        </Button>
      </div>
    </section>
  );
}
