import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { TextField } from '../../../ui/field/text-field';
import { Link } from '../../../ui/link/link';
import { ErrorNotice } from '../error-notice';
import { NewPasswordFields } from './new-password-fields';
import { RESET_PASSWORD_FIELDS, resetPasswordSchema } from './password-schemas';
import styles from './passwords.module.css';
import { useConfirmReset } from './use-password-calls';
import { usePasswordForm } from './use-password-form';

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
  const { form, fieldText, showOnField, notice } = usePasswordForm({
    schema: resetPasswordSchema,
    defaultValues: { ...fromLink, password: '', confirmPassword: '' },
    fields: RESET_PASSWORD_FIELDS,
    call: confirm,
  });
  const { register, handleSubmit, watch } = form;
  const errors = form.formState.errors;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

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
        onError: showOnField,
      },
    );
  });

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
        {notice ? (
          <ErrorNotice message={notice}>
            <Link className={styles.link} to={`/${locale}/forgot-password`}>
              {t('passwords.reset.requestNew')}
            </Link>
          </ErrorNotice>
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
