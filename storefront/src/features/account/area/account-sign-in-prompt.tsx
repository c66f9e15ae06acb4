import { useEffect } from 'react';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import styles from './account-area.module.css';

/**
 * A guest at an account address: the sign-in dialog opens by itself, and the prompt stays behind it. After
 * signing in the same address shows its page, so the shopper lands where they asked to go.
 */
export function AccountSignInPrompt() {
  const intl = useIntl();
  const dialogs = useDialogs();
  useEffect(() => {
    dialogs.open('signIn');
  }, [dialogs.open]);
  return (
    <div className={styles.guest}>
      <h1>{intl.formatMessage({ id: 'session.accountPage.guestTitle' })}</h1>
      <p>{intl.formatMessage({ id: 'session.accountPage.guestText' })}</p>
      <div>
        <Button onClick={() => dialogs.open('signIn')}>
          {intl.formatMessage({ id: 'session.account.signIn' })}
        </Button>
      </div>
    </div>
  );
}
