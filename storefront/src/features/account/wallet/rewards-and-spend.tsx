import type { ConsumerSpends } from '../../../../../contracts/entities/spend';
import type { WalletRewardCard, WalletRewardCode } from '../../../commerce/account/wallet';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { formatMoney } from '../../../ui/price/format-money';
import styles from '../area/account-cards.module.css';
import walletStyles from './wallet.module.css';

interface RewardsProps {
  readonly codes: readonly WalletRewardCode[];
  readonly cards: readonly WalletRewardCard[];
}

/** The member's reward codes (code, value, expiry) and reward cards (masked number, balance). */
export function Rewards({ codes, cards }: RewardsProps) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `accountArea.wallet.${id}` }, values);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  if (codes.length === 0 && cards.length === 0) return null;
  return (
    <section aria-labelledby="wallet-rewards" className={styles.section}>
      <h2 id="wallet-rewards">{t('rewardsTitle')}</h2>
      <ul className={styles.list}>
        {codes.map((code) => (
          <li key={code.paymentInstrumentId} className={styles.card}>
            <p className={styles.name}>{t('rewardCode', { code: code.code })}</p>
            <p className={styles.lines}>{formatMoney(code.amount, code.currency, locale)}</p>
            {code.expiresAt ? (
              <p className={styles.lines}>{t('expires', { date: date(code.expiresAt) })}</p>
            ) : null}
          </li>
        ))}
        {cards.map((card) => (
          <li key={card.paymentInstrumentId} className={styles.card}>
            <p className={styles.name}>{t('rewardCard', { number: card.cardNumberMasked.slice(-4) })}</p>
            <p className={styles.lines}>
              {t('balance', { amount: formatMoney(card.balance, card.currency, locale) })}
            </p>
            {card.expiresAt ? (
              <p className={styles.lines}>{t('expires', { date: date(card.expiresAt) })}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What the shopper's programmes have spent this year (spec 000 section 3): the athlete's or prosumer's
 * current spend of the annual credit, the employee's of the annual cap; nothing for other shoppers.
 */
export function Spends({
  spends,
  currency,
}: {
  readonly spends: ConsumerSpends | undefined;
  readonly currency: string;
}) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const money = (amount: number, own?: string) => formatMoney(amount, own ?? currency, locale);
  const rows = [
    spends?.athlete && {
      id: 'athlete',
      spent: money(spends.athlete.currentSpend, spends.athlete.currency),
      of: money(spends.athlete.annualCredit, spends.athlete.currency),
    },
    spends?.prosumer && {
      id: 'prosumer',
      spent: money(spends.prosumer.currentSpend, spends.prosumer.currency),
      of: money(spends.prosumer.annualCredit, spends.prosumer.currency),
    },
    spends?.employee && {
      id: 'employee',
      spent: money(spends.employee.currentSpend, spends.employee.currency),
      of: money(spends.employee.annualCap, spends.employee.currency),
    },
  ].filter((row): row is { id: string; spent: string; of: string } => Boolean(row));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="wallet-spend" className={styles.section}>
      <h2 id="wallet-spend">{intl.formatMessage({ id: 'accountArea.wallet.spendTitle' })}</h2>
      <dl className={walletStyles.spends}>
        {rows.map((row) => (
          <div key={row.id}>
            <dt>{intl.formatMessage({ id: `accountArea.wallet.spend.${row.id}` })}</dt>
            <dd>
              {intl.formatMessage({ id: 'accountArea.wallet.spentOf' }, { spent: row.spent, of: row.of })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
