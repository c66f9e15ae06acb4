import { useSiteConfig } from '../config/site-config-provider';
import { ForgotPasswordPage } from '../features/account/passwords/forgot-password-page';
import { useIntl } from '../i18n/intl';
import { PageMeta } from './page-meta';

/** /{locale}/forgot-password: ask for a reset link (features/account/passwords). */
export function Component() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  return (
    <>
      <PageMeta
        title={intl.formatMessage({ id: 'passwords.forgot.title' })}
        description={intl.formatMessage({ id: 'passwords.forgot.description' })}
        canonicalPath={`/${locale}/forgot-password`}
      />
      <ForgotPasswordPage />
    </>
  );
}
