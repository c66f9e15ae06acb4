import { useSession } from '../commerce/commerce-context';
import { isSignedIn } from '../commerce/session-state';
import { needsEmployeeTerms } from '../commerce/sign-in-flow';
import { useSiteConfig } from '../config/site-config-provider';
import { ChangePasswordSection } from '../features/account/passwords/change-password-section';
import styles from '../features/session/session-forms.module.css';
import { useProfile } from '../features/session/use-profile';
import { useSignOut } from '../features/session/use-sign-out';
import { errorMessage } from '../i18n/error-message';
import { useIntl } from '../i18n/intl';
import { Banner } from '../ui/banner/banner';
import { Button } from '../ui/button/button';
import { useDialogs } from '../ui/dialog/dialog-store';
import { Spinner } from '../ui/spinner/spinner';
import { PageMeta } from './page-meta';

/**
 * The account landing page: a greeting with the profile's name and email and a sign-out button (the full
 * account area comes later). A guest sees the sign-in prompt instead.
 */
export function Component() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const session = useSession();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <div className={styles.page}>
      <PageMeta
        title={t('session.accountPage.title')}
        description={t('session.accountPage.description')}
        canonicalPath={`/${locale}/account`}
      />
      {isSignedIn(session) ? <SignedInAccount /> : <GuestPrompt />}
    </div>
  );
}

function GuestPrompt() {
  const intl = useIntl();
  const dialogs = useDialogs();
  return (
    <>
      <h1>{intl.formatMessage({ id: 'session.accountPage.guestTitle' })}</h1>
      <p>{intl.formatMessage({ id: 'session.accountPage.guestText' })}</p>
      <div>
        <Button onClick={() => dialogs.open('signIn')}>
          {intl.formatMessage({ id: 'session.account.signIn' })}
        </Button>
      </div>
    </>
  );
}

function SignedInAccount() {
  const intl = useIntl();
  const session = useSession();
  const profile = useProfile();
  const signOut = useSignOut();
  const dialogs = useDialogs();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (profile.isPending) return <Spinner label={t('session.accountPage.loading')} />;
  if (profile.isError)
    return (
      <Banner
        tone="error"
        title={t('session.accountPage.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('session.accountPage.retry')}
          </Button>
        }
      >
        {errorMessage(intl, profile.error)}
      </Banner>
    );
  const { firstName, email } = profile.data.consumerDetails;
  return (
    <>
      <h1>{t('session.accountPage.greeting', { name: firstName ?? email })}</h1>
      <p>{t('session.accountPage.email', { email })}</p>
      {needsEmployeeTerms(session) ? (
        <Banner
          tone="warning"
          action={
            <Button variant="secondary" onClick={() => dialogs.open('employeeTerms')}>
              {t('session.accountPage.reviewTerms')}
            </Button>
          }
        >
          {t('session.accountPage.employeeTermsPending')}
        </Banner>
      ) : null}
      <div>
        <Button variant="secondary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          {t('session.account.signOut')}
        </Button>
      </div>
      <ChangePasswordSection />
    </>
  );
}
