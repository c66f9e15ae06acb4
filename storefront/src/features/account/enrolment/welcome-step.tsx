import { useState } from 'react';
import type { ConsumerProfile } from '../../../commerce/session';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/field/checkbox';
import styles from './enrolment.module.css';
import { useEnrolmentSave } from './use-enrolment';

/**
 * Complete profile 1, welcome: a shopper who is not a member yet accepts the loyalty terms and joins (the
 * Loyalty enrollment is written here, so skipping every later step still leaves a member); a member
 * just continues.
 */
export function WelcomeStep({
  profile,
  onContinue,
}: {
  readonly profile: ConsumerProfile | undefined;
  readonly onContinue: (profile: ConsumerProfile | undefined) => void;
}) {
  const intl = useIntl();
  const { locale, country } = useSiteConfig();
  const save = useEnrolmentSave();
  const [accepted, setAccepted] = useState(false);
  const [missingTerms, setMissingTerms] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const member = profile?.isLoyaltyMember ?? false;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (member) return onContinue(profile);
        if (!accepted) return setMissingTerms(true);
        if (!save.isPending) save.mutate({ loyalty: true, country }, { onSuccess: onContinue });
      }}
    >
      <p className={styles.intro}>{t('enrolment.welcome.intro')}</p>
      {save.error ? <Banner tone="error">{errorMessage(intl, save.error)}</Banner> : null}
      {member ? null : (
        <>
          <Checkbox
            label={t('enrolment.loyaltySignUp.terms')}
            required
            checked={accepted}
            error={missingTerms && !accepted ? t('enrolment.validation.required') : undefined}
            onChange={(event) => setAccepted(event.target.checked)}
          />
          <a className={styles.link} href={`/${locale}/loyalty-terms`} target="_blank" rel="noopener">
            {t('enrolment.loyaltySignUp.termsLink')}
          </a>
        </>
      )}
      <Button type="submit" loading={save.isPending}>
        {t(member ? 'enrolment.continue' : 'enrolment.loyaltySignUp.submit')}
      </Button>
    </form>
  );
}
