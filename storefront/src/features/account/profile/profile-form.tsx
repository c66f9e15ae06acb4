import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { gender as genderEnum } from '../../../../../contracts/entities/consumer-profile';
import { type DateFormat, toDisplayDate } from '../../../../../contracts/validators/dates';
import { splitInterests } from '../../../../../contracts/validators/profile-rules';
import type { ConsumerProfile } from '../../../commerce/session';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/field/checkbox';
import { SelectField } from '../../../ui/field/select-field';
import { TextField } from '../../../ui/field/text-field';
import { useToasts } from '../../../ui/toast/toast-store';
import { translateValidation } from '../../session/validation-message';
import { postalCodeRule } from '../enrolment/enrolment-schemas';
import { INTEREST_OPTIONS } from '../enrolment/interests-step';
import { useEnrolmentSave } from '../enrolment/use-enrolment';
import { ErrorNotice } from '../error-notice';
import { eachName, knownNames, NameFields } from '../name-fields';
import { countryPhoneMask, displayedPhone, maskedAsTyped } from '../phone-mask';
import { genderShownIn } from '../sign-up/sign-up-schema';
import { type ProfileErrorField, profileErrorRoute } from './profile-error-route';
import styles from './profile-page.module.css';
import { type ProfileFormValues, profileFormSchemaFor, profileWriteOf } from './profile-schema';

/** The form's values from the profile as it is (the date in the site's format, the phone masked). */
function initialValues(
  profile: ConsumerProfile,
  { country, dateFormat, mask }: { country: string; dateFormat: DateFormat; mask: string },
) {
  const details = profile.consumerDetails;
  return {
    ...knownNames(details),
    email: details.email,
    phone: displayedPhone(details.phone, country, mask),
    postalCode: details.postalCode ?? '',
    birthDate: details.birthDate ? (toDisplayDate(details.birthDate, dateFormat) ?? '') : '',
    gender: details.gender ?? '',
    preferredShoeSize: profile.preferences?.preferredShoeSize ?? '',
    interests: splitInterests(profile.preferences?.interests),
  } satisfies ProfileFormValues;
}

/**
 * The profile form: names, email, phone (masked for the site's country), postal code, birth date, gender
 * where the region asks for it, preferred shoe size and interests (pipe-joined when written). Saved with
 * the enrolment's profile update; a failure shows where its catalogue entry says (profile-error-route.ts).
 */
export function ProfileForm({ profile }: { readonly profile: ConsumerProfile }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { country, dateFormat, region } = useSiteConfig();
  const save = useEnrolmentSave();
  const [birthDateRequired, setBirthDateRequired] = useState(false);
  const [failedOn, setFailedOn] = useState<{ field: ProfileErrorField; message: string } | null>(null);
  const [notice, setNotice] = useState('');
  const mask = countryPhoneMask(country);
  const schema = useMemo(
    () => profileFormSchemaFor(country, dateFormat, { birthDateRequired }),
    [country, dateFormat, birthDateRequired],
  );
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(profile, { country, dateFormat, mask }),
  });
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = form;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const postalPatternMessage = postalCodeRule(country)?.patternMessage;
  const fieldText = (name: keyof ProfileFormValues): string | undefined => {
    const message = errors[name]?.message;
    if (message) {
      if (message === postalPatternMessage) return t('enrolment.validation.postalCode');
      return translateValidation(intl, message, 'enrolment.validation.');
    }
    return failedOn?.field === name ? failedOn.message : undefined;
  };
  const phoneField = register('phone');

  const submit = handleSubmit((values) => {
    if (save.isPending) return;
    setFailedOn(null);
    setNotice('');
    const write = profileWriteOf(schema.parse(values), country, dateFormat);
    save.mutate(
      { ...write, loyalty: false, country },
      {
        onSuccess: () => toasts.show({ title: t('accountArea.profile.saved'), tone: 'success' }),
        onError: (error) => {
          const route = profileErrorRoute(error);
          const message = errorMessage(intl, error);
          if (route.kind === 'field') setFailedOn({ field: route.field, message });
          else if (route.kind === 'revalidate') {
            // The site requires a birth date after all (PRO411): validate the field with it required.
            setBirthDateRequired(true);
            setTimeout(() => void trigger('birthDate', { shouldFocus: true }));
          } else if (route.kind === 'toast') toasts.show({ title: message, tone: 'error', autoClose: false });
          else setNotice(message);
        },
      },
    );
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="account-profile-details">
      <h2 id="account-profile-details">{t('accountArea.profile.details')}</h2>
      {notice ? <ErrorNotice message={notice} /> : null}
      <NameFields
        className={styles.row}
        labels={{
          firstName: t('accountArea.profile.firstName'),
          lastName: t('accountArea.profile.lastName'),
        }}
        fields={eachName((name) => ({ error: fieldText(name), ...register(name) }))}
      />
      <TextField
        label={t('accountArea.profile.email')}
        type="email"
        autoComplete="email"
        required
        error={fieldText('email')}
        {...register('email')}
      />
      <TextField
        label={t('accountArea.profile.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('accountArea.profile.phoneHint', { mask })}
        error={fieldText('phone')}
        {...phoneField}
        onChange={(event) => {
          event.target.value = maskedAsTyped(event.target.value, mask);
          return phoneField.onChange(event);
        }}
      />
      <div className={styles.row}>
        <TextField
          label={t('accountArea.profile.postalCode')}
          autoComplete="postal-code"
          autoCapitalize="characters"
          error={fieldText('postalCode')}
          {...register('postalCode')}
        />
        <TextField
          label={t('accountArea.profile.birthDate')}
          autoComplete="bday"
          inputMode="numeric"
          placeholder={dateFormat}
          hint={t('accountArea.profile.birthDateHint', { format: dateFormat })}
          required={birthDateRequired}
          error={fieldText('birthDate')}
          {...register('birthDate')}
        />
      </div>
      <div className={styles.row}>
        {genderShownIn(region) ? (
          <SelectField
            label={t('signUp.gender')}
            placeholder={t('signUp.gender.placeholder')}
            options={genderEnum.options.map((value) => ({ value, label: t(`signUp.gender.${value}`) }))}
            error={fieldText('gender')}
            {...register('gender')}
          />
        ) : null}
        <TextField
          label={t('accountArea.profile.shoeSize')}
          inputMode="decimal"
          error={fieldText('preferredShoeSize')}
          {...register('preferredShoeSize')}
        />
      </div>
      <fieldset className={styles.choices}>
        <legend>{t('accountArea.profile.interests')}</legend>
        {INTEREST_OPTIONS.map((interest) => (
          <Checkbox
            key={interest}
            label={t(`enrolment.interest.${interest}`)}
            value={interest}
            {...register('interests')}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('accountArea.profile.save')}
        </Button>
      </div>
    </form>
  );
}
