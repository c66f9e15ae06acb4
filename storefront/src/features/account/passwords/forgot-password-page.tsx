import { useState } from 'react';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { Link } from '../../../ui/link/link';
import { FORGOT_PASSWORD_FIELDS, forgotPasswordSchema } from './password-schemas';
import styles from './passwords.module.css';
import { resetPasswordPath } from './reset-link';
import { useRequestReset } from './use-password-calls';
import { usePasswordForm } from './use-password-form';

/**
 * /{locale}/forgot-password (spec 000 section 2's forgot-password step; the sign-in form links here): the
 * account's email, then the same "check your email" answer whether or not the account exists.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const request = useRequestReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, fieldText, showOnField, notice } = usePasswordForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    fields: FORGOT_PASSWORD_FIELDS,
    call: request,
  });
  const { register, handleSubmit } = form;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const submit = handleSubmit((values) => {
    if (request.isPending) return;
    request.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: showOnField,
    });
  });

  return (
    <div className={styles.page}>
      <h1>{t('passwords.forgot.title')}</h1>
      {sentTo ? (
        <>
          <Banner tone="success" title={t('passwords.forgot.sentTitle')}>
            {t('passwords.forgot.sentText', { email: sentTo })}
          </Banner>
          <div className={styles.actions}>
            <Link className={styles.link} to={resetPasswordPath(locale, { email: sentTo })}>
              {t('passwords.forgot.haveCode')}
            </Link>
            <Button
              variant="link"
              onClick={() => {
                request.reset();
                setSentTo(null);
              }}
            >
              {t('passwords.forgot.sendAgain')}
            </Button>
          </div>
        </>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <p className={styles.intro}>{t('passwords.forgot.intro')}</p>
          {notice ? <Banner tone="error">{notice}</Banner> : null}
          <TextField
            label={t('passwords.forgot.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            error={fieldText('email')}
            {...register('email')}
          />
          <Button type="submit" fullWidth loading={request.isPending}>
            {t('passwords.forgot.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
