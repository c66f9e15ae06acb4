import { useSession } from '../../../commerce/commerce-context';
import { needsEmployeeTerms } from '../../../commerce/sign-in-flow';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { Spinner } from '../../../ui/spinner/spinner';
import { Espot } from '../../content-blocks/espot/espot';
import { useProfile } from '../../session/use-profile';
import { useSignOut } from '../../session/use-sign-out';
import { accountPath } from '../area/account-areas';
import { LoadFailed } from '../area/load-failed';
import styles from './account-overview.module.css';
import { CompleteProfilePrompt } from './complete-profile-prompt';
import { LastOrderCard } from './last-order-card';

/**
 * The account's overview (/{locale}/account): the greeting, the email, the loyalty points, the last order,
 * the prompt to complete a partial profile, staff terms to review, sign-out, and the `account` content.
 */
export default function AccountOverview() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const session = useSession();
  const profile = useProfile();
  const signOut = useSignOut();
  const dialogs = useDialogs();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const meta = (
    <PageMeta
      title={t('session.accountPage.title')}
      description={t('session.accountPage.description')}
      canonicalPath={accountPath(locale)}
    />
  );
  if (profile.isPending)
    return (
      <>
        {meta}
        <Spinner label={t('session.accountPage.loading')} />
      </>
    );
  if (profile.isError)
    return (
      <>
        {meta}
        <LoadFailed
          title={t('session.accountPage.loadFailed')}
          retryLabel={t('session.accountPage.retry')}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      </>
    );
  const { firstName, email } = profile.data.consumerDetails;
  const points = profile.data.isLoyaltyMember ? profile.data.loyaltySummary?.points.balance : undefined;
  return (
    <>
      {meta}
      <h1>{t('session.accountPage.greeting', { name: firstName ?? email })}</h1>
      <p>{t('session.accountPage.email', { email })}</p>
      <CompleteProfilePrompt profile={profile.data} />
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
        {points === undefined ? null : (
          <section className={styles.card} aria-labelledby="account-points">
            <h2 id="account-points" className={styles.cardTitle}>
              {t('accountArea.overview.pointsTitle')}
            </h2>
            {/* Loyalty display: no minimum fraction digits (spec 000 section 9). */}
            <p className={styles.points}>
              {t('accountArea.overview.points', {
                points: intl.formatNumber(points, { minimumFractionDigits: 0 }),
              })}
            </p>
          </section>
        )}
        <LastOrderCard />
      </div>
      <div>
        <Button variant="secondary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          {t('session.account.signOut')}
        </Button>
      </div>
      <Espot slug="account" pageType="account" />
    </>
  );
}
