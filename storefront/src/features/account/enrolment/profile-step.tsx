import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toDisplayDate } from '../../../../../contracts/validators/dates';
import type { ConsumerProfile } from '../../../commerce/session';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { TextField } from '../../../ui/field/text-field';
import { translateValidation } from '../../session/validation-message';
import { eachName, knownNames, NameFields, trimmedNames } from '../name-fields';
import styles from './enrolment.module.css';
import { FIELD_ERROR_IDS } from './enrolment-facts';
import { type ProfileValues, postalCodeRule, profileSchemaFor, storedBirthDate } from './enrolment-schemas';
import type { StepProps } from './mobile-step';
import { StepActions } from './step-actions';
import { isFieldError } from './step-error';
import { useEnrolmentSave } from './use-enrolment';

/** Complete profile 3: names, postal code and birth date, prefilled with what the profile holds. */
export function ProfileStep({
  loyalty,
  onSaved,
  onSkip,
  profile,
}: StepProps & { profile?: ConsumerProfile }) {
  const intl = useIntl();
  const { country, dateFormat } = useSiteConfig();
  const save = useEnrolmentSave();
  const schema = useMemo(() => profileSchemaFor(country, dateFormat), [country, dateFormat]);
  const details = profile?.consumerDetails;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...knownNames(details),
      postalCode: details?.postalCode ?? '',
      birthDate: details?.birthDate ? (toDisplayDate(details.birthDate, dateFormat) ?? '') : '',
    },
  });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const postalPatternMessage = postalCodeRule(country)?.patternMessage;
  const fieldError = (message: string | undefined) => {
    if (!message) return undefined;
    if (message === postalPatternMessage) return t('enrolment.validation.postalCode');
    return translateValidation(intl, message, 'enrolment.validation.');
  };
  const onBirthDate = isFieldError(save.error, FIELD_ERROR_IDS.birthDate);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => {
        if (save.isPending) return;
        const write = {
          details: {
            ...trimmedNames(values),
            postalCode: values.postalCode ?? '',
            birthDate: storedBirthDate(values.birthDate ?? '', dateFormat),
          },
          loyalty,
          country,
        };
        save.mutate(write, { onSuccess: onSaved });
      })}
    >
      {save.error && !onBirthDate ? <Banner tone="error">{errorMessage(intl, save.error)}</Banner> : null}
      <NameFields
        className={styles.row}
        labels={{ firstName: t('enrolment.profile.firstName'), lastName: t('enrolment.profile.lastName') }}
        fields={eachName((name) => ({ error: fieldError(errors[name]?.message), ...register(name) }))}
      />
      <TextField
        label={t('enrolment.profile.postalCode')}
        autoComplete="postal-code"
        autoCapitalize="characters"
        required
        error={fieldError(errors.postalCode?.message)}
        {...register('postalCode')}
      />
      <TextField
        label={t('enrolment.profile.birthDate')}
        autoComplete="bday"
        inputMode="numeric"
        placeholder={dateFormat}
        hint={t('enrolment.profile.birthDateHint', { format: dateFormat })}
        required
        error={
          fieldError(errors.birthDate?.message) ?? (onBirthDate ? errorMessage(intl, save.error) : undefined)
        }
        {...register('birthDate')}
      />
      <StepActions saving={save.isPending} onSkip={onSkip} />
    </form>
  );
}
