import { describe, expect, it } from 'vitest';
import { staticallyReached } from '../testing/static-imports';

/**
 * The page shell (header, menus, search, session, footer) is in the entry chunk of every page; the parts a
 * shopper only sees after doing something load on demand (issue 10, the product page's JavaScript budget).
 */
describe('the entry chunk leaves out what waits for the shopper', () => {
  const reached = staticallyReached('main.tsx');

  it.each([
    // Below the fold: loads when the shopper scrolls near it (lazy-site-footer.tsx).
    'features/navigation/site-footer.tsx',
    'features/navigation/use-footer.ts',
    'features/navigation/footer-newsletter.ts',
    'features/navigation/locale-switcher.tsx',
    // The mobile menu's drawer and accordion: on opening the mobile menu (lazy-mobile-menu.tsx).
    'features/navigation/mobile-menu-drawer.tsx',
    'features/navigation/mobile-menu.tsx',
    // A mega menu panel's content: on the first intent to open one (lazy-department-panel.tsx).
    'features/navigation/department-panel.tsx',
    // Staff strips: only for an employee session (features/associate/lazy-associate.tsx).
    'features/session/employee-discount-banner.tsx',
    'features/associate/in-store-badge.tsx',
    // The sign-in steps: when the shopper signs in (commerce/session.ts).
    'commerce/sign-in.ts',
    'commerce/sign-in-flow.ts',
    'commerce/pkce.ts',
    // The sender of Content-Security-Policy violations: on the first one (main.tsx).
    'telemetry/csp-violation-report.ts',
    // The signed-in shopper's account menu (and sign-out): only once signed in (account-button.tsx).
    'features/session/account-menu.tsx',
    'features/session/use-sign-out.ts',
    // The search suggestions' listbox: on the first focus of the search (search-box.tsx).
    'features/search/suggestion-list.tsx',
    // The pop-ups: on the first scroll or a few seconds in (lazy-pop-ups.tsx).
    'features/pop-ups/pop-up-host.tsx',
  ])('%s loads on demand', (path) => {
    expect(reached).not.toContain(path);
  });

  it('the scan follows the shell (it can fail)', () => {
    expect(reached).toEqual(
      expect.arrayContaining([
        'features/navigation/site-header.tsx',
        'features/navigation/mega-menu.tsx',
        'features/navigation/lazy-site-footer.tsx',
        'features/session/account-button.tsx',
        'features/search/search-box.tsx',
        'commerce/session.ts',
      ]),
    );
  });
});
