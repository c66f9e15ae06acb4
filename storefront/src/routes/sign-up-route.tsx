import { useNavigate } from 'react-router';
import { useFeature, useSiteConfig } from '../config/site-config-provider';
import styles from '../features/account/sign-up/sign-up-page.module.css';
import { SignUpView } from '../features/account/sign-up/sign-up-view';
import { useIntl } from '../i18n/intl';
import { useDialogs } from '../ui/dialog/dialog-store';
import { NotFoundPage } from './not-found-page';
import { PageMeta } from './page-meta';

/** /{locale}/sign-up: the sign-up form as a page (the footer's newsletter link); not found where new accounts are not allowed. */
export function Component() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const enabled = useFeature('newSignUpAllowed');
  const dialogs = useDialogs();
  const navigate = useNavigate();
  if (!enabled) return <NotFoundPage />;
  const title = intl.formatMessage({ id: 'signUp.title' });
  return (
    <div className={styles.page}>
      <PageMeta
        title={title}
        description={intl.formatMessage({ id: 'signUp.intro' })}
        canonicalPath={`/${locale}/sign-up`}
      />
      <h1>{title}</h1>
      <SignUpView
        loyalty={false}
        onSignIn={() => dialogs.open('signIn')}
        onDone={() => void navigate(`/${locale}/account`)}
      />
    </div>
  );
}
