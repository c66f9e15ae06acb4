import { useSession } from '../../../commerce/commerce-context';
import { needsEmployeeTerms } from '../../../commerce/sign-in-flow';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { Skeleton } from '../../../ui/spinner/skeleton';
import { Espot } from '../../content-blocks/espot/espot';
import { useProfile } from '../../session/use-profile';
import { useSignOut } from '../../session/use-sign-out';
import { accountPath } from '../area/account-path';
import { LoadFailed } from '../area/load-failed';
import styles from './account-overview.module.css';
import { CompleteProfilePrompt } from './complete-profile-prompt';
import { LastOrderCard } from './last-order-card';
import { PointsCard } from './points-card';

/**
 * The account's overview (/{locale}/account): the greeting and email, the loyalty card, the last order, the
 * prompt to complete a partial profile, staff terms to review, sign-out, and the `account` content. It paints
 * whole at once, the profile's and the last order's values shimmering in their places until they arrive,
 * so the phone's account menu below it does not move (account-area.module.css puts the content after it).
 */
export default function AccountOverview() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const session = useSession();
  const profile = useProfile();
  const signOut = useSignOut();
  const dialogs = useDialogs();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const details = profile.data?.consumerDetails;
  return (
    <>
      <PageMeta
        title={t('session.accountPage.title')}
        description={t('session.accountPage.description')}
        canonicalPath={accountPath(locale)}
      />
      <div className={styles.overview}>
        <h1>{t('session.accountPage.title')}</h1>
        {profile.isError ? (
          <LoadFailed
            title={t('session.accountPage.loadFailed')}
            retryLabel={t('session.accountPage.retry')}
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <div className={styles.greeting} aria-busy={details ? undefined : true}>
            <p className={styles.name}>
              {details ? (
                t('session.accountPage.greeting', { name: details.firstName ?? details.email })
              ) : (
                <>
                  <Skeleton width="10ch" className={styles.valueSkeleton} />
                  <span className="visually-hidden">{t('session.accountPage.loading')}</span>
                </>
              )}
            </p>
            <p className={styles.email}>
              {details ? (
                t('session.accountPage.email', { email: details.email })
              ) : (
                <Skeleton width="24ch" className={styles.valueSkeleton} />
              )}
            </p>
          </div>
        )}
        {profile.data ? <CompleteProfilePrompt profile={profile.data} /> : null}
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
        <div className={styles.cards}>
          {profile.isError ? null : (
            <PointsCard profile={profile.data} memberHint={session.memberId !== undefined} />
          )}
          <LastOrderCard />
        </div>
        <div>
          <Button variant="secondary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('session.account.signOut')}
          </Button>
        </div>
      </div>
      {/* Content of unknown height: on a phone it follows the account menu (account-area.module.css). */}
      <div className={styles.content} data-after-account-nav="">
        <Espot slug="account" pageType="account" />
      </div>
    </>
  );
}
