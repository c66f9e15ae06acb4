import { lazy, Suspense } from 'react';
import type { MenuDepartment } from './menu-model';

const load = () => import('./mobile-menu');
const MobileMenu = lazy(load);

/**
 * Starts loading the mobile menu before the drawer opens (the menu button's pointer or focus), so it is
 * usually there when the drawer is.
 */
export const preloadMobileMenu = (): void => void load();

/**
 * The drawer's accordion, loaded on first open: shoppers on a wide screen never use it. The drawer (title
 * and close button, focus moved in) opens at once; while the menu loads the drawer's full-height panel
 * stays empty, so nothing moves when it arrives.
 */
export function LazyMobileMenu({ departments }: { departments: readonly MenuDepartment[] }) {
  return (
    <Suspense fallback={null}>
      <MobileMenu departments={departments} />
    </Suspense>
  );
}
