import type { ConsumerProfile } from '../../../commerce/session';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import styles from './enrolment.module.css';

export interface SignInConfirmationProps {
  readonly profile: ConsumerProfile | undefined;
  readonly loyalty: boolean;
  readonly onContinue: () => void;
  readonly onClose: () => void;
}

/**
 * The sign-in confirmation dialog (spec 000 section 2): the enrolment's lookup found the shopper's account and
 * they signed in (or just created it); this says whose account it is before the enrolment goes on.
 */
export function SignInConfirmation({ profile, loyalty, onContinue, onClose }: SignInConfirmationProps) {
  const intl = useIntl();
  const details = profile?.consumerDetails;
  const name = details?.firstName;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Dialog title={t('enrolment.signedIn.title')} onClose={onClose} size="sm">
      <div className={styles.form}>
        <p className={styles.intro}>
          {name ? t('enrolment.signedIn.welcome', { name }) : t('enrolment.signedIn.welcomeNoName')}
          {details?.email ? ` ${t('enrolment.signedIn.as', { email: details.email })}` : null}
        </p>
        <p className={styles.intro}>
          {t(loyalty ? 'enrolment.signedIn.nextLoyalty' : 'enrolment.signedIn.nextProfile')}
        </p>
        <Button onClick={onContinue} fullWidth>
          {t('enrolment.signedIn.continue')}
        </Button>
      </div>
    </Dialog>
  );
}
