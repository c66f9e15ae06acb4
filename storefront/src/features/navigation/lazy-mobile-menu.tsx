import { lazy, Suspense } from 'react';
import type { MenuDepartment } from './menu-model';

const load = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(load);

/**
 * Starts loading the mobile menu before the shopper opens it (the menu button's pointer or focus, which
 * come before its click or Enter), so it is usually there when asked for.
 */
export const preloadMobileMenu = (): void => void load();

/**
 * The mobile menu's drawer and accordion, loaded on first open: shoppers on a wide screen never use them.
 * The drawer opens as soon as its code is in (at once when the preload above got it first).
 */
export function LazyMobileMenuDrawer(props: { departments: readonly MenuDepartment[]; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <MobileMenuDrawer {...props} />
    </Suspense>
  );
}
