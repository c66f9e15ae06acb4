import { useQuery } from '@tanstack/react-query';
import type { LoyaltyVouchers, WelcomePromo } from '../../../commerce/account/loyalty';
import { useCommerce } from '../../../commerce/commerce-context';
import { BRAND } from '../../../config/site-config';
import { useFeature, useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Button } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { Link } from '../../../ui/link/link';
import { formatLoyaltyMoney } from '../../../ui/price/format-money';
import { Spinner } from '../../../ui/spinner/spinner';
import { useProfile } from '../../session/use-profile';
import { accountPath } from '../area/account-path';
import styles from './loyalty-page.module.css';
import { RewardsBar } from './rewards-bar';
import { useLoyalty, useRewardsFailureToast } from './use-loyalty';

/**
 * /{locale}/account/loyalty (with `loyaltyFeatures`): a member's points balance, the vouchers the points buy
 * and those issued, the welcome offer and the rewards bar (`rewardsBar`); the loyalty content's teaser. A
 * shopper who is not a member is offered the loyalty sign-up.
 */
export default function LoyaltyPage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const profile = useProfile();
  const dialogs = useDialogs();
  const member = profile.data?.isLoyaltyMember === true;
  const { vouchers, promo } = useLoyalty(member);
  useRewardsFailureToast(vouchers.error);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.page}>
      <PageMeta
        title={t('accountArea.loyalty.title')}
        description={t('accountArea.loyalty.description')}
        canonicalPath={accountPath(locale, 'loyalty')}
      />
      <h1 className={styles.heading}>{t('accountArea.loyalty.title')}</h1>
      {profile.isPending || (member && vouchers.isPending) ? (
        <Spinner label={t('accountArea.loading')} />
      ) : !member ? (
        <section className={styles.card} aria-labelledby="loyalty-join">
          <h2 id="loyalty-join">{t('accountArea.loyalty.joinTitle')}</h2>
          <p className={styles.muted}>{t('accountArea.loyalty.joinText')}</p>
          <div>
            <Button onClick={() => dialogs.open('loyaltySignUp')}>{t('accountArea.loyalty.join')}</Button>
          </div>
        </section>
      ) : vouchers.data ? (
        <>
          <Balance vouchers={vouchers.data} />
          {promo.data ? <Welcome promo={promo.data} /> : null}
          <Vouchers vouchers={vouchers.data} />
        </>
      ) : (
        <p className={styles.muted}>{t('accountArea.loyalty.unavailable')}</p>
      )}
      <LoyaltyContent />
    </div>
  );
}

function Balance({ vouchers }: { vouchers: LoyaltyVouchers }) {
  const intl = useIntl();
  const barShown = useFeature('rewardsBar');
  return (
    <section className={styles.card} aria-labelledby="loyalty-balance">
      <h2 id="loyalty-balance">{intl.formatMessage({ id: 'accountArea.loyalty.balance' })}</h2>
      <p className={styles.points}>
        {intl.formatMessage({ id: 'accountArea.loyalty.points' }, { points: vouchers.currentLoyaltyPoints })}
      </p>
      {barShown ? <RewardsBar vouchers={vouchers} /> : null}
    </section>
  );
}

function Welcome({ promo }: { promo: WelcomePromo }) {
  const intl = useIntl();
  const { currency } = useSiteConfig();
  const { discount } = promo;
  const value =
    discount.type === 'PERCENT'
      ? intl.formatNumber(discount.value / 100, { style: 'percent', maximumFractionDigits: 1 })
      : formatLoyaltyMoney(discount.value, discount.currency ?? currency, intl.locale);
  return (
    <section className={styles.card} aria-labelledby="loyalty-welcome">
      <h2 id="loyalty-welcome">{promo.title}</h2>
      <p>{intl.formatMessage({ id: 'accountArea.loyalty.welcomeValue' }, { value })}</p>
      {promo.couponCode ? (
        <p>
          {intl.formatMessage({ id: 'accountArea.loyalty.code' })} <strong>{promo.couponCode}</strong>
        </p>
      ) : null}
      {promo.redeemed ? (
        <p className={styles.muted}>{intl.formatMessage({ id: 'accountArea.loyalty.redeemed' })}</p>
      ) : promo.expiresAt ? (
        <p className={styles.muted}>
          {intl.formatMessage(
            { id: 'accountArea.loyalty.expires' },
            { date: intl.formatDate(promo.expiresAt, { dateStyle: 'long' }) },
          )}
        </p>
      ) : null}
    </section>
  );
}

function Vouchers({ vouchers }: { vouchers: LoyaltyVouchers }) {
  const intl = useIntl();
  const { currency } = useSiteConfig();
  const money = (amount: number, code?: string) => formatLoyaltyMoney(amount, code ?? currency, intl.locale);
  const issued = vouchers.vouchers ?? [];
  return (
    <section className={styles.card} aria-labelledby="loyalty-vouchers">
      <h2 id="loyalty-vouchers">{intl.formatMessage({ id: 'accountArea.loyalty.vouchers' })}</h2>
      {issued.length > 0 ? (
        <ul className={styles.list}>
          {issued.map((v) => (
            <li key={v.code} className={styles.row}>
              <strong>{money(v.amountInCurrency, v.currency)}</strong>
              <span>
                {v.code} · {intl.formatMessage({ id: `accountArea.loyalty.status.${v.status}` })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{intl.formatMessage({ id: 'accountArea.loyalty.noVouchers' })}</p>
      )}
      {vouchers.applicableLoyaltyVouchers.length > 0 ? (
        <>
          <h3>{intl.formatMessage({ id: 'accountArea.loyalty.tiers' })}</h3>
          <ul className={styles.list}>
            {vouchers.applicableLoyaltyVouchers.map((tier) => (
              <li key={tier.points} className={styles.row}>
                <strong>{money(tier.amountInCurrency, tier.currency)}</strong>
                <span>
                  {intl.formatMessage({ id: 'accountArea.loyalty.points' }, { points: tier.points })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The loyalty programme's content (the basecamp page): its title and teaser, linking to the page. */
function LoyaltyContent() {
  const intl = useIntl();
  const { content } = useCommerce();
  const { locale } = useSiteConfig();
  const page = useQuery({
    queryKey: ['contentPage', locale, 'basecamp'],
    queryFn: () => content.getPage({ brand: BRAND, locale }, 'basecamp'),
    retry: false,
  });
  if (!page.data) return null;
  return (
    <aside className={styles.teaser} aria-labelledby="loyalty-content">
      <h2 id="loyalty-content">{page.data.title}</h2>
      {page.data.meta?.description ? <p className={styles.muted}>{page.data.meta.description}</p> : null}
      <Link to={`/${locale}/basecamp`}>{intl.formatMessage({ id: 'accountArea.loyalty.discover' })}</Link>
    </aside>
  );
}
