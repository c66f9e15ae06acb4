import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { recognisePage } from '../../../../contracts/common/page-urls';
import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { IconButton } from '../../ui/button/icon-button';
import { MenuIcon } from '../../ui/icons/icons';
import { Link } from '../../ui/link/link';
import { LazyStaffStrips } from '../associate/lazy-associate';
import { CartButton } from '../cart/cart-button';
import { SearchBox } from '../search/search-box';
import { AccountButton } from '../session/account-button';
import { isStickyPage } from './header-state';
import { LazyMobileMenuDrawer, preloadMobileMenu } from './lazy-mobile-menu';
import { Logo } from './logo';
import { MegaMenu } from './mega-menu';
import styles from './site-header.module.css';
import { useMenu } from './use-menu';
import { useMinimizeOnScroll } from './use-minimize-on-scroll';

/**
 * The site header: logo, search, account and cart in the top row; the mega menu bar on desktop, a menu
 * button opening the drawer below 1024px; the employee discount banner and an associate's in-store strip under the bar. Sticky unless the
 * page is excluded, sliding away on scroll down and back on scroll up.
 */
export function SiteHeader() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const { pathname } = useLocation();
  const sticky = isStickyPage(recognisePage(pathname).type);
  const menu = useMenu();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const ref = useRef<HTMLElement>(null);
  const minimized = useMinimizeOnScroll(ref, sticky && !drawerOpen);

  return (
    <header
      ref={ref}
      className={styles.header}
      data-sticky={sticky}
      data-minimized={minimized}
      data-scrolled-up={sticky && !minimized}
    >
      <div className={styles.top}>
        <div className={styles.menuButton}>
          <IconButton
            label={intl.formatMessage({ id: 'navigation.menu.open' })}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        </div>
        <Link
          to={`/${locale}`}
          className={styles.logo}
          aria-label={intl.formatMessage({ id: 'navigation.home' })}
        >
          <Logo />
        </Link>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.actions}>
          <AccountButton />
          <CartButton />
        </div>
      </div>
      {menu.isError ? (
        <p className={styles.menuError} role="status">
          {intl.formatMessage({ id: 'navigation.menu.error' })}{' '}
          <button type="button" className={styles.retry} onClick={() => void menu.refetch()}>
            {intl.formatMessage({ id: 'navigation.menu.retry' })}
          </button>
        </p>
      ) : (
        <MegaMenu departments={menu.departments} />
      )}
      <LazyStaffStrips />
      {drawerOpen ? <LazyMobileMenuDrawer departments={menu.departments} onClose={closeDrawer} /> : null}
    </header>
  );
}
