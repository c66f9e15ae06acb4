import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import styles from './sign-up.module.css';

/**
 * The benefits panel (spec 001 section 2): a gift or discount with its terms link, points on every purchase,
 * free shipping (hidden for FR, IT, DE and GB: the site's freeShippingBenefitShown) and a learn-more link.
 */
export function SignUpBenefits() {
  const intl = useIntl();
  const { locale, settings } = useSiteConfig();
  const t = (id: string) => intl.formatMessage({ id: `signUp.benefits.${id}` });
  return (
    <section className={styles.benefits} aria-labelledby="sign-up-benefits-title">
      <h2 id="sign-up-benefits-title" className={styles.benefitsTitle}>
        {t('title')}
      </h2>
      <ul className={styles.benefitList}>
        <li>
          {t('gift')}{' '}
          <a className={styles.link} href={`/${locale}/sale-terms`}>
            {t('giftTerms')}
          </a>
        </li>
        <li>{t('points')}</li>
        {settings.freeShippingBenefitShown ? <li>{t('freeShipping')}</li> : null}
      </ul>
      <a className={styles.link} href={`/${locale}/loyalty`}>
        {t('learnMore')}
      </a>
    </section>
  );
}
