import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { TextField } from '../../../ui/field/text-field';
import { Link } from '../../../ui/link/link';
import { NewPasswordFields } from './new-password-fields';
import { passwordErrorPlace, passwordFieldText } from './password-field-text';
import { RESET_PASSWORD_FIELDS, type ResetPasswordValues, resetPasswordSchema } from './password-schemas';
import styles from './passwords.module.css';
import { useConfirmReset } from './use-password-calls';

/**
 * /{locale}/reset-password?email=..&code=.. (the reset email's link; docs/decisions.md): a new password with
 * the live checklist, twice. Opened without the link's email or code, the page asks for them (the code
 * typed from the email). An expired or used code (AUT402) shows in the error notice with a way to a new link.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const dialogs = useDialogs();
  const [query] = useSearchParams();
  const fromLink = { email: query.get('email') ?? '', code: query.get('code') ?? '' };
  const linked = fromLink.email !== '' && fromLink.code !== '';
  const confirm = useConfirmReset();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { ...fromLink, password: '', confirmPassword: '' },
  });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const fieldText = (field: (typeof RESET_PASSWORD_FIELDS)[number]) =>
    passwordFieldText(intl, errors[field]?.message);

  const submit = handleSubmit((values) => {
    if (confirm.isPending) return;
    confirm.mutate(
      {
        email: values.email,
        confirmationCode: values.code,
        newPassword: values.password,
        confirmNewPassword: values.confirmPassword,
      },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          const place = passwordErrorPlace(intl, error, RESET_PASSWORD_FIELDS);
          if (place.kind === 'field')
            setError(place.field, { type: 'server', message: place.text }, { shouldFocus: true });
        },
      },
    );
  });
  const failure = confirm.error ? passwordErrorPlace(intl, confirm.error, RESET_PASSWORD_FIELDS) : null;

  if (done)
    return (
      <div className={styles.page}>
        <h1>{t('passwords.reset.title')}</h1>
        <Banner tone="success" title={t('passwords.reset.doneTitle')}>
          {t('passwords.reset.doneText')}
        </Banner>
        <div>
          <Button onClick={() => dialogs.open('signIn')}>{t('passwords.reset.signIn')}</Button>
        </div>
      </div>
    );

  return (
    <div className={styles.page}>
      <h1>{t('passwords.reset.title')}</h1>
      <form className={styles.form} noValidate onSubmit={submit}>
        <p className={styles.intro}>
          {linked
            ? t('passwords.reset.introFromLink', { email: fromLink.email })
            : t('passwords.reset.intro')}
        </p>
        {failure?.kind === 'notice' ? (
          <Banner tone="error">
            {failure.text}{' '}
            <Link className={styles.link} to={`/${locale}/forgot-password`}>
              {t('passwords.reset.requestNew')}
            </Link>
          </Banner>
        ) : null}
        {/* A link's email and code stay hidden unless one is refused (a mangled link): then they can be fixed. */}
        {linked && !errors.email && !errors.code ? null : (
          <>
            <TextField
              label={t('passwords.reset.email')}
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              error={fieldText('email')}
              {...register('email')}
            />
            <TextField
              label={t('passwords.reset.code')}
              hint={t('passwords.reset.codeHint')}
              autoComplete="one-time-code"
              required
              error={fieldText('code')}
              {...register('code')}
            />
          </>
        )}
        <NewPasswordFields
          labels={{
            password: t('passwords.reset.password'),
            confirmPassword: t('passwords.reset.confirmPassword'),
          }}
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          typed={watch('password')}
          errors={{ password: fieldText('password'), confirmPassword: fieldText('confirmPassword') }}
        />
        <Button type="submit" fullWidth loading={confirm.isPending}>
          {t('passwords.reset.submit')}
        </Button>
      </form>
    </div>
  );
}
