import { useSiteConfig } from '../config/site-config-provider';
import { ResetPasswordPage } from '../features/account/passwords/reset-password-page';
import { useIntl } from '../i18n/intl';
import { PageMeta } from './page-meta';

/** /{locale}/reset-password?email=..&code=..: the reset email's link (features/account/passwords). */
export function Component() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  return (
    <>
      <PageMeta
        title={intl.formatMessage({ id: 'passwords.reset.title' })}
        description={intl.formatMessage({ id: 'passwords.reset.description' })}
        canonicalPath={`/${locale}/reset-password`}
      />
      <ResetPasswordPage />
    </>
  );
}
