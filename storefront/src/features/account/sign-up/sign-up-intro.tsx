import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import styles from './sign-up.module.css';

/**
 * The sign-up's opening lines: the already-a-member link back to sign-in and what an account brings. Apart
 * from the form so the page shows them while the form's code (validators, phone rules) still loads.
 */
export function SignUpIntro({ onSignIn }: { readonly onSignIn: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `signUp.${id}` });
  return (
    <div className={styles.intro}>
      <p className={styles.prompt}>
        {t('alreadyMember')}{' '}
        <Button variant="link" onClick={onSignIn}>
          {t('signIn')}
        </Button>
      </p>
      <p className={styles.note}>{t('intro')}</p>
    </div>
  );
}
