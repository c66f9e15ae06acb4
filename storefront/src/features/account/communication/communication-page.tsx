import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Spinner } from '../../../ui/spinner/spinner';
import { useProfile } from '../../session/use-profile';
import { accountPath } from '../area/account-path';
import { LoadFailed } from '../area/load-failed';
import styles from './communication.module.css';
import { NewsletterSection } from './newsletter-section';
import { NotificationsSection } from './notifications-section';
import { SmsSection } from './sms-section';

/**
 * Communication preferences (/{locale}/account/communication): the newsletter, SMS and notifications. The
 * subscriptions are read from the profile, which reloads after each change.
 */
export default function CommunicationPage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const profile = useProfile();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.page}>
      <PageMeta
        title={t('accountArea.communication.title')}
        description={t('accountArea.communication.description')}
        canonicalPath={accountPath(locale, 'communication')}
      />
      <h1>{t('accountArea.communication.title')}</h1>
      {profile.isPending ? <Spinner label={t('accountArea.loading')} /> : null}
      {profile.isError ? (
        <LoadFailed
          title={t('accountArea.profile.loadFailed')}
          retryLabel={t('accountArea.profile.retry')}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : null}
      {profile.data ? (
        <>
          <NewsletterSection profile={profile.data} />
          <SmsSection profile={profile.data} />
          <NotificationsSection />
        </>
      ) : null}
    </div>
  );
}
