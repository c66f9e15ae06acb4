import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';

const sim = useTestSimulator();
/** The first render seeds the test's harness session and loads the page's lazy chunk. */
const SLOW = { timeout: 8000 };

const withFlags = (flags: Record<string, boolean>) =>
  localStorage.setItem('storefront.flags', JSON.stringify(flags));

async function openDrawer(app: ReturnType<typeof renderApp>) {
  await app.user.click(await app.findByRole('button', { name: 'Open menu' }));
  // The drawer's code loads on first open (lazy-mobile-menu.tsx).
  return within(await app.findByRole('dialog', { name: 'Menu' }, SLOW));
}

describe('site header', { timeout: 20_000 }, () => {
  it('links the logo home and draws the menu from the content API', async () => {
    const app = renderApp(sim, '/en-us');
    expect(await app.findByRole('link', { name: 'SummitPeak home' }, SLOW)).toHaveAttribute('href', '/en-us');
    const nav = within(await app.findByRole('navigation', { name: 'Main' }, SLOW));
    for (const name of ['Men', 'Women', 'Footwear', 'Equipment', 'Accessories', 'Sale']) {
      expect(await nav.findByRole('button', { name }, SLOW)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens a mega menu panel by keyboard and closes it with Escape, focus back on the trigger', async () => {
    const app = renderApp(sim, '/en-us');
    const nav = within(await app.findByRole('navigation', { name: 'Main' }, SLOW));
    const men = await nav.findByRole('button', { name: 'Men' }, SLOW);
    expect(nav.queryByRole('link', { name: "Men's Jackets" })).toBeNull();

    men.focus();
    await app.user.keyboard('{ArrowDown}');
    expect(men).toHaveAttribute('aria-expanded', 'true');
    // The panel's content loads on the first focus in the menu.
    const jackets = await nav.findByRole('link', { name: "Men's Jackets" }, SLOW);
    expect(jackets).toHaveAttribute('href', '/en-us/c/mens-jackets-100110');
    // ArrowDown moves focus into the panel, once it is drawn.
    await waitFor(() => expect(nav.getByRole('link', { name: 'Shop Men' })).toHaveFocus());

    await app.user.keyboard('{Escape}');
    expect(men).toHaveAttribute('aria-expanded', 'false');
    expect(men).toHaveFocus();
    expect(nav.queryByRole('link', { name: "Men's Jackets" })).toBeNull();

    await app.user.keyboard('{Enter}');
    expect(men).toHaveAttribute('aria-expanded', 'true');
    await app.user.click(document.body);
    expect(men).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws the panels only once the shopper heads for the menu, and a panel opened by mouse keeps focus on the bar', async () => {
    const app = renderApp(sim, '/en-us');
    const nav = await app.findByRole('navigation', { name: 'Main' }, SLOW);
    const men = await within(nav).findByRole('button', { name: 'Men' }, SLOW);
    const jacketsHref = 'a[href="/en-us/c/mens-jackets-100110"]';
    // The department buttons and links are in the first render; the panels' links are not, even hidden.
    expect(within(nav).getByRole('button', { name: 'Sale' })).toBeInTheDocument();
    expect(nav.querySelector(jacketsHref)).toBeNull();
    await app.user.click(men);
    expect(men).toHaveAttribute('aria-expanded', 'true');
    expect(await within(nav).findByRole('link', { name: "Men's Jackets" }, SLOW)).toBeVisible();
    // Opened by a click, not ArrowDown: focus stays on the department.
    expect(men).toHaveFocus();
  });

  it('one panel at a time; clicking another department switches', async () => {
    const app = renderApp(sim, '/en-us');
    const nav = within(await app.findByRole('navigation', { name: 'Main' }, SLOW));
    await app.user.click(await nav.findByRole('button', { name: 'Men' }, SLOW));
    await app.user.click(nav.getByRole('button', { name: 'Women' }));
    expect(nav.getByRole('button', { name: 'Men' })).toHaveAttribute('aria-expanded', 'false');
    expect(nav.getByRole('button', { name: 'Women' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens a department for a resting mouse and closes when the mouse leaves the menu', async () => {
    const app = renderApp(sim, '/en-us');
    const nav = within(await app.findByRole('navigation', { name: 'Main' }, SLOW));
    const women = await nav.findByRole('button', { name: 'Women' }, SLOW);
    await app.user.hover(women);
    await waitFor(() => expect(women).toHaveAttribute('aria-expanded', 'true'));
    // The click that usually follows keeps it open.
    await app.user.click(women);
    expect(women).toHaveAttribute('aria-expanded', 'true');
    await app.user.unhover(women);
    await app.user.hover(document.body);
    await waitFor(() => expect(women).toHaveAttribute('aria-expanded', 'false'));
  });

  it('mobile drawer: department shop-all, level-2 shop-all with the flag on, icons on level 3', async () => {
    withFlags({ showShopAllL3sOnMobile: true });
    const app = renderApp(sim, '/en-us');
    const drawer = await openDrawer(app);
    await app.user.click(await drawer.findByRole('button', { name: 'Men' }, SLOW));
    // The department's shop-all, default text.
    expect(drawer.getAllByRole('link', { name: 'Shop all Men' })).toHaveLength(1);
    await app.user.click(drawer.getByRole('button', { name: 'Shop Men' }));
    // The section's shop-all, with the content's override text.
    const shopAll = drawer.getAllByRole('link', { name: 'Shop all Men' });
    expect(shopAll).toHaveLength(2);
    expect(shopAll[1]).toHaveAttribute('href', '/en-us/c/men-1000');
    // hideShopAll: the featured section has none; its links carry icons.
    await app.user.click(drawer.getByRole('button', { name: 'Featured' }));
    expect(drawer.queryByRole('link', { name: /Shop all Featured/ })).toBeNull();
    expect(drawer.getByRole('link', { name: 'New arrivals' }).querySelector('svg')).not.toBeNull();
  });

  it("tells analytics the mobile menu's sections opened and closed and the link chosen", async () => {
    window.dataLayer = [];
    const app = renderApp(sim, '/en-us');
    const drawer = await openDrawer(app);
    const men = await drawer.findByRole('button', { name: 'Men' }, SLOW);
    await app.user.click(men);
    await app.user.click(men);
    await app.user.click(men);
    await app.user.click(drawer.getAllByRole('link', { name: 'Shop all Men' })[0] as HTMLElement);
    expect(window.dataLayer).toEqual([
      { event: 'mobileMenuExpand', section: 'Men' },
      { event: 'mobileMenuClose', section: 'Men' },
      { event: 'mobileMenuExpand', section: 'Men' },
      expect.objectContaining({ event: 'menuClick', label: 'Shop all Men', menu: 'mobile' }),
    ]);
  });

  it('mobile drawer: no level-2 shop-all with the flag off', async () => {
    withFlags({ showShopAllL3sOnMobile: false });
    const app = renderApp(sim, '/en-us');
    const drawer = await openDrawer(app);
    await app.user.click(await drawer.findByRole('button', { name: 'Men' }, SLOW));
    await app.user.click(drawer.getByRole('button', { name: 'Shop Men' }));
    expect(drawer.getAllByRole('link', { name: 'Shop all Men' })).toHaveLength(1);
    expect(drawer.getByRole('link', { name: "Men's Jackets" })).toBeVisible();
  });

  it('says so, with a retry, when the menu cannot be loaded', async () => {
    await sim.control('POST', '/faults', { operation: 'getContentMenu', errorId: 'API404', times: 1 });
    const app = renderApp(sim, '/en-us');
    expect(await app.findByText('The menu could not be loaded.', {}, SLOW)).toBeInTheDocument();
    await app.user.click(app.getByRole('button', { name: 'Try again' }));
    const nav = within(await app.findByRole('navigation', { name: 'Main' }, SLOW));
    expect(await nav.findByRole('button', { name: 'Men' }, SLOW)).toBeInTheDocument();
  });
});
