import type { ConsumerProfile } from '../../../commerce/session';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { Skeleton } from '../../../ui/spinner/skeleton';
import styles from './account-overview.module.css';

/**
 * The overview's loyalty card: a member's points (loyalty display: no minimum fraction digits, spec 000
 * section 9), or the rewards sign-up for a shopper who is not a member. While the profile loads, the session
 * says which of the two comes (members sign in with a member id), so the card keeps its size when it fills.
 */
export function PointsCard({
  profile,
  memberHint,
}: {
  /** Undefined while the profile loads. */
  readonly profile: ConsumerProfile | undefined;
  readonly memberHint: boolean;
}) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const member = profile ? profile.isLoyaltyMember : memberHint;
  if (!member)
    return (
      <section className={styles.card} aria-labelledby="account-join">
        <h2 id="account-join" className={styles.cardTitle}>
          {t('accountArea.loyalty.joinTitle')}
        </h2>
        <p className={styles.cardText}>{t('accountArea.loyalty.joinText')}</p>
        <Button variant="secondary" onClick={() => dialogs.open('loyaltySignUp')}>
          {t('accountArea.loyalty.join')}
        </Button>
      </section>
    );
  const points = profile?.loyaltySummary?.points.balance;
  // A member whose summary did not come with the profile: no balance to show.
  if (profile && points === undefined) return null;
  return (
    <section className={styles.card} aria-labelledby="account-points" aria-busy={profile ? undefined : true}>
      <h2 id="account-points" className={styles.cardTitle}>
        {t('accountArea.overview.pointsTitle')}
      </h2>
      <p className={styles.points}>
        {points === undefined ? (
          <Skeleton width="7ch" className={styles.valueSkeleton} />
        ) : (
          t('accountArea.overview.points', {
            points: intl.formatNumber(points, { minimumFractionDigits: 0 }),
          })
        )}
      </p>
    </section>
  );
}
