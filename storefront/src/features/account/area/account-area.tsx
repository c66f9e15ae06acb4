import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { useSession } from '../../../commerce/commerce-context';
import { isInStoreAssociate, isSignedIn } from '../../../commerce/session-state';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Link } from '../../../ui/link/link';
import { Spinner } from '../../../ui/spinner/spinner';
import styles from './account-area.module.css';
import { shownAreas } from './account-areas';
import { AccountNav } from './account-nav';
import { accountPath } from './account-path';
import { AccountSignInPrompt } from './account-sign-in-prompt';

/**
 * /{locale}/account/*: the account's navigation and the page of the area the address names. A guest is asked
 * to sign in and stays on the address asked for, which then shows. An address no area has is not found.
 */
export function AccountArea({ NotFound }: { readonly NotFound: () => React.ReactNode }) {
  const intl = useIntl();
  const { locale, features } = useSiteConfig();
  const session = useSession();
  const { pathname } = useLocation();
  if (!isSignedIn(session)) return <AccountSignInPrompt />;
  const areas = shownAreas({ features, inStoreAssociate: isInStoreAssociate(session) });
  const atOverview = pathname.replace(/\/$/, '') === accountPath(locale);
  return (
    <div className={styles.layout} data-at-overview={atOverview || undefined}>
      <AccountNav areas={areas} locale={locale} />
      <div className={styles.content}>
        {atOverview ? null : (
          <Link className={styles.back} to={accountPath(locale)}>
            {intl.formatMessage({ id: 'accountArea.nav.back' })}
          </Link>
        )}
        <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'accountArea.loading' })} />}>
          <Routes>
            {areas.map(({ id, path, Page }) =>
              path === '' ? (
                <Route key={id} index element={<Page />} />
              ) : (
                <Route key={id} path={`${path}/*`} element={<Page />} />
              ),
            )}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </div>
    </div>
  );
}
