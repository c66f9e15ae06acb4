import { useLocation } from 'react-router';
import { useIntl } from '../../../i18n/intl';
import { Link } from '../../../ui/link/link';
import styles from './account-area.module.css';
import type { AccountArea } from './account-areas';
import { accountPath } from './account-path';

/** Whether `pathname` is the area's page or a page under it (the overview only at its own address). */
export function isInArea(pathname: string, locale: string, area: AccountArea): boolean {
  const base = accountPath(locale, area.path);
  return area.path === '' ? pathname.replace(/\/$/, '') === base : pathname.startsWith(base);
}

/** The account's navigation: a side menu on a wide screen, a list on a phone (account-area.module.css). */
export function AccountNav({
  areas,
  locale,
}: {
  readonly areas: readonly AccountArea[];
  readonly locale: string;
}) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'accountArea.nav.label' })}>
      <ul className={styles.navList}>
        {areas.map((area) => {
          const current = isInArea(pathname, locale, area);
          return (
            <li key={area.id}>
              <Link
                className={styles.navLink}
                to={accountPath(locale, area.path)}
                aria-current={current ? 'page' : undefined}
              >
                {intl.formatMessage({ id: area.label })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
