import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Spinner } from '../../../ui/spinner/spinner';
import { Espot } from '../../content-blocks/espot/espot';
import { useProfile } from '../../session/use-profile';
import { accountPath } from '../area/account-path';
import { LoadFailed } from '../area/load-failed';
import { ChangePasswordSection } from '../passwords/change-password-section';
import { ProfileForm } from './profile-form';
import styles from './profile-page.module.css';

/**
 * The account's profile (/{locale}/account/profile): the details form, the password, the `account-profile`
 * content. A profile that does not load ("Profile not loaded", PRO404, or any failure) says so with a retry.
 */
export default function ProfilePage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const profile = useProfile();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.page}>
      <PageMeta
        title={t('accountArea.profile.title')}
        description={t('accountArea.profile.description')}
        canonicalPath={accountPath(locale, 'profile')}
      />
      <h1>{t('accountArea.profile.title')}</h1>
      {profile.isPending ? <Spinner label={t('accountArea.loading')} /> : null}
      {profile.isError ? (
        <LoadFailed
          title={t('accountArea.profile.loadFailed')}
          retryLabel={t('accountArea.profile.retry')}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : null}
      {profile.data ? <ProfileForm key={profile.dataUpdatedAt} profile={profile.data} /> : null}
      <ChangePasswordSection />
      <Espot slug="account-profile" pageType="account" />
    </div>
  );
}
