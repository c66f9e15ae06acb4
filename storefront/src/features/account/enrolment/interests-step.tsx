import { useState } from 'react';
import { splitInterests } from '../../../../../contracts/validators/profile-rules';
import type { ConsumerProfile } from '../../../commerce/session';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Checkbox } from '../../../ui/field/checkbox';
import styles from './enrolment.module.css';
import { interestsToSend } from './enrolment-steps';
import type { StepProps } from './mobile-step';
import { StepActions } from './step-actions';
import { useEnrolmentSave } from './use-enrolment';

/** The interests offered (designed: the spec names none; see docs/decisions.md). Stored by these ids. */
export const INTEREST_OPTIONS = [
  'hiking',
  'trail-running',
  'camping',
  'climbing',
  'skiing',
  'everyday',
] as const;

/** Complete profile 4: interests, joined by a pipe; blanked on opt-out where the site requires it. */
export function InterestsStep({
  loyalty,
  onSaved,
  onSkip,
  profile,
}: StepProps & { profile?: ConsumerProfile }) {
  const intl = useIntl();
  const { country, settings } = useSiteConfig();
  const save = useEnrolmentSave();
  const known = splitInterests(profile?.preferences?.interests);
  const [chosen, setChosen] = useState<readonly string[]>(known);
  const [optedIn, setOptedIn] = useState(true);
  const t = (id: string) => intl.formatMessage({ id });
  const toggle = (interest: string, on: boolean) =>
    setChosen((current) => (on ? [...current, interest] : current.filter((c) => c !== interest)));
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        const interests = interestsToSend(chosen, optedIn, settings.interestsBlankedOnOptOut);
        save.mutate({ preferences: { interests }, loyalty, country }, { onSuccess: onSaved });
      }}
    >
      <p className={styles.intro}>{t('enrolment.interests.intro')}</p>
      {save.error ? <Banner tone="error">{errorMessage(intl, save.error)}</Banner> : null}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('enrolment.interests.legend')}</legend>
        {INTEREST_OPTIONS.map((interest) => (
          <Checkbox
            key={interest}
            label={t(`enrolment.interest.${interest}`)}
            checked={chosen.includes(interest)}
            onChange={(event) => toggle(interest, event.target.checked)}
          />
        ))}
      </fieldset>
      <Checkbox
        label={t('enrolment.interests.optIn')}
        checked={optedIn}
        onChange={(event) => setOptedIn(event.target.checked)}
      />
      <StepActions saving={save.isPending} onSkip={onSkip} />
    </form>
  );
}
