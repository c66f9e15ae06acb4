import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { gender as genderEnum } from '../../../../../contracts/entities/consumer-profile';
import { addressRuleSetFor } from '../../../../../contracts/validators/address-rules';
import { normalizePhone } from '../../../../../contracts/validators/phone';
import { useFeature, useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { SelectField } from '../../../ui/field/select-field';
import { TextField } from '../../../ui/field/text-field';
import { defaultPhoneCode, formatPhoneInput } from '../../checkout/shipping/address-schema';
import { phoneCodeOptions } from '../../checkout/shipping/phone-codes';
import { ErrorNotice } from '../error-notice';
import { eachName, NameFields } from '../name-fields';
import { PasswordChecklist } from '../password-checklist';
import type { SignUpOccasion } from './interests-after-sign-up';
import styles from './sign-up.module.css';
import { SignUpAgreements } from './sign-up-agreements';
import { SignUpBenefits } from './sign-up-benefits';
import { signUpErrorRoute } from './sign-up-error-route';
import type { SignUpQuery } from './sign-up-query';
import {
  genderShownIn,
  type SignUpRules,
  type SignUpValues,
  signUpFormData,
  signUpSchema,
} from './sign-up-schema';
import { signUpValidationText } from './sign-up-text';
import { SmsConsent } from './sms-consent';
import { useSignUp } from './use-sign-up';
import type { SignUpPrefill } from './use-sign-up-prefill';

export interface SignUpFormProps {
  readonly loyalty: boolean;
  readonly query: SignUpQuery;
  readonly prefill?: SignUpPrefill | undefined;
  /** The already-a-member link: back to sign-in. */
  /** After the account is created and the shopper signed in. */
  readonly onDone: () => void;
  readonly idPrefix: string;
  /** How the sign-up was reached (whether the interests dialog may follow). */
  readonly occasion?: SignUpOccasion | undefined;
}

/**
 * The sign-up form (spec 001 sections 2 to 5, 8), shared by the dialog and the /{locale}/sign-up page: every
 * field with the contracts' validators, the live password checklist, the masked phone with SMS consent, the
 * benefits panel, and the server's errors on their fields (or in the notice).
 */
export function SignUpForm({ loyalty, query, prefill, onDone, idPrefix, occasion }: SignUpFormProps) {
  const intl = useIntl();
  const site = useSiteConfig();
  const loyaltyFeatures = useFeature('loyaltyFeatures');
  const [birthDateRequired, setBirthDateRequired] = useState(false);
  const [revalidate, setRevalidate] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  const { country, locale, dateFormat, region } = site;
  const minimalAge = site.settings.minimalAge;
  const rules = useMemo<SignUpRules>(
    () => ({
      country,
      locale,
      dateFormat,
      minimalAge,
      loyalty,
      loyaltyOffered: !loyalty && loyaltyFeatures,
      // Designed (docs/decisions.md): EMEA sites ask for the privacy policy and show gender.
      policyShown: region === 'EMEA',
      genderShown: genderShownIn(region),
      birthDateRequired,
    }),
    [country, locale, dateFormat, minimalAge, loyalty, loyaltyFeatures, region, birthDateRequired],
  );
  const postalRules = addressRuleSetFor(site.country, 'shipping', site.locale);
  const schema = useMemo(() => signUpSchema(rules), [rules]);
  const resolver = zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<SignUpValues>;
  const [initial] = useState<SignUpValues>(() => ({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    birthDate: '',
    phoneCode: defaultPhoneCode(site.country),
    phone: '',
    postalCode: '',
    gender: '',
    newsletter: false,
    loyaltyTerms: false,
    policy: false,
    smsConsent: false,
    optInAccepted: false,
    ...prefill?.values,
  }));
  const { register, handleSubmit, setValue, setError, trigger, watch, formState } = useForm<SignUpValues>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const signUp = useSignUp(query, onDone, occasion);
  const [password, phone, phoneCode, smsConsent, optInAccepted] = watch([
    'password',
    'phone',
    'phoneCode',
    'smsConsent',
    'optInAccepted',
  ]);
  const phoneValid = normalizePhone({ phone, phoneCode }, { country: site.country }).ok;

  // Clearing the phone or making it invalid resets SMS consent (spec 001 section 4).
  useEffect(() => {
    if (!phoneValid && (smsConsent || optInAccepted)) {
      setValue('smsConsent', false);
      setValue('optInAccepted', false);
    }
  }, [phoneValid, smsConsent, optInAccepted, setValue]);
  // Unticking the box withdraws an accepted consent too.
  useEffect(() => {
    if (!smsConsent && optInAccepted) setValue('optInAccepted', false);
  }, [smsConsent, optInAccepted, setValue]);
  // PRO411: the birth date is required here after all; validate again so the field shows it.
  useEffect(() => {
    if (revalidate && birthDateRequired) {
      setRevalidate(false);
      void trigger('birthDate', { shouldFocus: true });
    }
  }, [revalidate, birthDateRequired, trigger]);

  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `signUp.${id}` }, values);
  const errorOf = (field: keyof SignUpValues) => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : signUpValidationText(intl, error.message, postalRules);
  };
  const locked = (field: 'firstName' | 'lastName' | 'email' | 'birthDate' | 'phone' | 'gender') =>
    prefill?.locked.has(field) ?? false;
  const lockedHint = (field: Parameters<typeof locked>[0]) => (locked(field) ? t('locked') : undefined);

  const submit = handleSubmit(async (values) => {
    setNotice(undefined);
    try {
      await signUp.mutateAsync(signUpFormData(values, rules));
    } catch (error) {
      const route = signUpErrorRoute(error, t('error.generic'));
      if (route.kind === 'field')
        setError(route.field, { type: 'server', message: errorMessage(intl, error) }, { shouldFocus: true });
      else if (route.kind === 'revalidate') {
        setBirthDateRequired(true);
        setRevalidate(true);
      } else setNotice(errorMessage(intl, error));
    }
  });
  const id = (field: string) => `${idPrefix}-${field}`;
  const checklistId = id('password-rules');

  return (
    <div className={styles.layout}>
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={signUp.isPending || undefined}>
        {notice ? <ErrorNotice message={notice} /> : null}
        <NameFields
          className={styles.row}
          labels={{ firstName: t('firstName'), lastName: t('lastName') }}
          fields={eachName((name) => ({
            id: id(name),
            readOnly: locked(name),
            hint: lockedHint(name),
            error: errorOf(name),
            ...register(name),
          }))}
        />
        <TextField
          id={id('email')}
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          readOnly={locked('email')}
          hint={lockedHint('email')}
          error={errorOf('email')}
          {...register('email')}
        />
        <TextField
          id={id('password')}
          label={t('password')}
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={checklistId}
          error={errorOf('password')}
          {...register('password')}
        />
        <PasswordChecklist
          id={checklistId}
          value={password}
          texts={{
            title: t('passwordRules'),
            met: t('passwordRuleMet'),
            unmet: t('passwordRuleUnmet'),
            rule: (message) => signUpValidationText(intl, message) ?? message,
          }}
        />
        <div className={styles.row}>
          <TextField
            id={id('postalCode')}
            label={t('postalCode')}
            autoComplete="postal-code"
            required={postalRules.fields.postalCode?.required ?? true}
            error={errorOf('postalCode')}
            {...register('postalCode', {
              onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                setValue('postalCode', event.target.value.toUpperCase()),
            })}
          />
          <TextField
            id={id('birthDate')}
            label={t('birthDate')}
            inputMode="numeric"
            autoComplete="bday"
            placeholder={site.dateFormat}
            required={birthDateRequired}
            optional={!birthDateRequired}
            readOnly={locked('birthDate')}
            hint={lockedHint('birthDate') ?? t('birthDateHint', { format: site.dateFormat })}
            error={errorOf('birthDate')}
            {...register('birthDate')}
          />
        </div>
        <div className={styles.phoneRow}>
          <SelectField
            id={id('phoneCode')}
            label={t('phoneCode')}
            options={phoneCodeOptions(site.locale, site.region)}
            disabled={locked('phone')}
            {...register('phoneCode', { onChange: () => void trigger('phone') })}
          />
          <TextField
            id={id('phone')}
            label={t('phone')}
            type="tel"
            autoComplete="tel-national"
            optional
            readOnly={locked('phone')}
            hint={lockedHint('phone')}
            error={errorOf('phone')}
            {...register('phone', {
              onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                setValue('phone', formatPhoneInput(event.target.value, phoneCode)),
            })}
          />
        </div>
        {phoneValid ? (
          <SmsConsent
            checkbox={register('smsConsent')}
            ticked={smsConsent}
            accepted={optInAccepted}
            onAccept={() => setValue('optInAccepted', true)}
          />
        ) : null}
        {rules.genderShown ? (
          <SelectField
            id={id('gender')}
            label={t('gender')}
            placeholder={t('gender.placeholder')}
            required
            disabled={locked('gender')}
            options={genderEnum.options.map((value) => ({ value, label: t(`gender.${value}`) }))}
            error={errorOf('gender')}
            {...register('gender')}
          />
        ) : null}
        <SignUpAgreements
          register={register}
          idOf={id}
          errorOf={errorOf}
          loyaltyShown={(loyalty || rules.loyaltyOffered) && !prefill?.loyaltyEnrolled}
          loyaltyRequired={loyalty}
          policyShown={rules.policyShown}
        />
        <Button type="submit" fullWidth loading={signUp.isPending}>
          {t(loyalty ? 'loyaltySubmit' : 'submit')}
        </Button>
      </form>
      <SignUpBenefits />
    </div>
  );
}
