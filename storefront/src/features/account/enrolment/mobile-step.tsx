import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { ConsumerProfile } from '../../../commerce/session';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { TextField } from '../../../ui/field/text-field';
import { translateValidation } from '../../session/validation-message';
import { countryPhoneMask, maskedAsTyped } from '../phone-mask';
import styles from './enrolment.module.css';
import { FIELD_ERROR_IDS } from './enrolment-facts';
import { type MobileValues, mobileSchemaFor, storedPhoneOf } from './enrolment-schemas';
import { StepActions } from './step-actions';
import { isFieldError } from './step-error';
import { useEnrolmentSave } from './use-enrolment';

export interface StepProps {
  readonly loyalty: boolean;
  readonly onSaved: (profile: ConsumerProfile) => void;
  readonly onSkip: () => void;
}

/** Complete profile 2: the mobile phone, masked as typed, validated and stored for the site's country. */
export function MobileStep({ loyalty, onSaved, onSkip }: StepProps) {
  const intl = useIntl();
  const { country } = useSiteConfig();
  const save = useEnrolmentSave();
  const mask = countryPhoneMask(country);
  const schema = useMemo(() => mobileSchemaFor(country), [country]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MobileValues>({ resolver: zodResolver(schema), defaultValues: { phone: '' } });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const phoneField = register('phone');
  const onPhoneField = isFieldError(save.error, FIELD_ERROR_IDS.phone);
  const phoneError = errors.phone?.message
    ? translateValidation(intl, errors.phone.message, 'enrolment.validation.')
    : onPhoneField
      ? errorMessage(intl, save.error)
      : undefined;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(({ phone }) => {
        const stored = storedPhoneOf(phone ?? '', country);
        if (!stored || save.isPending) return;
        save.mutate({ details: { phone: stored }, loyalty, country }, { onSuccess: onSaved });
      })}
    >
      <p className={styles.intro}>{t('enrolment.mobile.intro')}</p>
      {save.error && !onPhoneField ? <Banner tone="error">{errorMessage(intl, save.error)}</Banner> : null}
      <TextField
        label={t('enrolment.mobile.phone')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        required
        hint={t('enrolment.mobile.hint', { mask })}
        error={phoneError}
        {...phoneField}
        onChange={(event) => {
          event.target.value = maskedAsTyped(event.target.value, mask);
          return phoneField.onChange(event);
        }}
      />
      <StepActions saving={save.isPending} onSkip={onSkip} />
    </form>
  );
}
