import type { LoyaltyVouchers } from '../../../commerce/account/loyalty';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { formatLoyaltyMoney } from '../../../ui/price/format-money';
import styles from './loyalty-page.module.css';

/**
 * The rewards bar (behind the `rewardsBar` flag): the points towards the smallest voucher the balance does
 * not buy yet, or, past every tier, that the largest one is within reach.
 */
export function RewardsBar({ vouchers }: { vouchers: LoyaltyVouchers }) {
  const intl = useIntl();
  const { currency } = useSiteConfig();
  const tiers = [...vouchers.applicableLoyaltyVouchers].sort((a, b) => a.points - b.points);
  const points = vouchers.currentLoyaltyPoints;
  const next = tiers.find((tier) => tier.points > points) ?? tiers.at(-1);
  if (!next) return null;
  const amount = formatLoyaltyMoney(next.amountInCurrency, next.currency ?? currency, intl.locale);
  const label =
    points >= next.points
      ? intl.formatMessage({ id: 'accountArea.loyalty.barReached' }, { amount })
      : intl.formatMessage({ id: 'accountArea.loyalty.barToGo' }, { points: next.points - points, amount });
  return (
    <div className={styles.bar}>
      <progress
        className={styles.progress}
        max={next.points}
        value={Math.min(points, next.points)}
        aria-label={label}
      />
      <p className={styles.muted}>{label}</p>
    </div>
  );
}
