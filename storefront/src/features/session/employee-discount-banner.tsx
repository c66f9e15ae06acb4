import { useSession } from '../../commerce/commerce-context';
import { isEmployee } from '../../commerce/session-state';
import { useFeature, useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { Banner } from '../../ui/banner/banner';
import styles from './session.module.css';

/** Spec 000 section 4: the employee discount banner shows only once the employee terms are accepted. */
export function EmployeeDiscountBanner() {
  const intl = useIntl();
  const session = useSession();
  const enabled = useFeature('employeeDiscount');
  const { locale } = useSiteConfig();
  if (!enabled || !isEmployee(session) || session.isEmployeeDiscountTCAccepted !== true) return null;
  return (
    <Banner
      tone="info"
      className={styles.banner}
      action={
        <a className={styles.link} href={`/${locale}/associate-discount-terms`}>
          {intl.formatMessage({ id: 'session.banner.termsLink' })}
        </a>
      }
    >
      {intl.formatMessage({ id: 'session.banner.employee' })}
    </Banner>
  );
}
