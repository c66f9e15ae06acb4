import { useSiteConfig } from '../../config/SiteConfigProvider';
import { useIntl } from '../../i18n/intl';
import { Button, buttonClassName } from '../../ui/button/Button';
import { Dialog } from '../../ui/dialog/Dialog';
import { Link } from '../../ui/link/Link';
import styles from './session.module.css';
import { useProfile } from './use-profile';

/** The sign-in confirmation (spec 000 section 2's dialog list): welcome back, then shop on or go to the account. */
export default function SignInConfirmationDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const name = useProfile().data?.consumerDetails.firstName;
  return (
    <Dialog
      title={intl.formatMessage({ id: 'session.confirmation.title' })}
      onClose={onClose}
      size="sm"
      footer={
        <div className={styles.actions}>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'session.confirmation.continue' })}</Button>
          <Link
            className={buttonClassName({ variant: 'secondary' })}
            to={`/${locale}/account`}
            onClick={onClose}
          >
            {intl.formatMessage({ id: 'session.confirmation.account' })}
          </Link>
        </div>
      }
    >
      <p>
        {name
          ? intl.formatMessage({ id: 'session.confirmation.welcome' }, { name })
          : intl.formatMessage({ id: 'session.confirmation.welcomeNoName' })}
      </p>
    </Dialog>
  );
}
