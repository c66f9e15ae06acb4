import type { UseFormRegisterReturn } from 'react-hook-form';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/field/checkbox';
import styles from './sign-up.module.css';

export interface SmsConsentProps {
  readonly checkbox: UseFormRegisterReturn<'smsConsent'>;
  readonly ticked: boolean;
  readonly accepted: boolean;
  readonly onAccept: () => void;
}

/**
 * SMS consent (spec 001 section 4): ticking the box reveals the SMS terms with an accept button; accepting
 * confirms consent (optInAccepted). The form resets both when the phone is cleared or becomes invalid.
 */
export function SmsConsent({ checkbox, ticked, accepted, onAccept }: SmsConsentProps) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const t = (id: string) => intl.formatMessage({ id: `signUp.${id}` });
  return (
    <div className={styles.sms}>
      <Checkbox label={t('smsConsent')} {...checkbox} />
      {ticked ? (
        <div className={styles.smsTerms}>
          <p>
            {t('smsTerms')}{' '}
            <a className={styles.link} href={`/${locale}/sms-terms`}>
              {t('smsTermsLink')}
            </a>
          </p>
          {accepted ? (
            <p role="status" className={styles.accepted}>
              {t('smsAccepted')}
            </p>
          ) : (
            <Button variant="secondary" onClick={onAccept}>
              {t('smsAccept')}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
