import { useLocation } from 'react-router';
import { useSiteConfig } from '../config/site-config-provider';
import { ForgotPasswordPage } from '../features/account/passwords/forgot-password-page';
import { ResetPasswordPage } from '../features/account/passwords/reset-password-page';
import { useIntl } from '../i18n/intl';
import { PageMeta } from './page-meta';

/**
 * /{locale}/forgot-password (ask for a reset link) and /{locale}/reset-password?email=..&code=.. (the email's
 * link): one chunk for both, so the shell every page loads carries one route entry (the product page's budget).
 */
export function Component() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const reset = useLocation().pathname.endsWith('/reset-password');
  const page = reset ? 'reset' : 'forgot';
  return (
    <>
      <PageMeta
        title={intl.formatMessage({ id: `passwords.${page}.title` })}
        description={intl.formatMessage({ id: `passwords.${page}.description` })}
        canonicalPath={`/${locale}/${reset ? 'reset-password' : 'forgot-password'}`}
      />
      {reset ? <ResetPasswordPage /> : <ForgotPasswordPage />}
    </>
  );
}
