import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { amountOf, isMobile } from '../support/shopper';

/**
 * The menu's listings show what they name: a department's Sale entry opens that department's products on
 * sale, and "Shop all Sale" everything on sale, each tile with a sale price and the filter shown.
 */

/** Opens the menu on a department: the mega menu's panel on desktop, the drawer's accordion on mobile. */
async function openDepartment(page: Page, department: string): Promise<Locator> {
  if (isMobile()) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: department, exact: true }).click();
    return drawer;
  }
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: department, exact: true }).click();
  return menu;
}

/** Every tile of the listing shows a sale price beside its struck-through original. */
async function expectAllOnSale(results: Locator): Promise<number> {
  const count = amountOf(await results.getByText(/^\d+ products?$/).textContent());
  const tiles = results.getByRole('article');
  await expect(tiles).toHaveCount(Math.min(count, 24));
  for (const tile of await tiles.all()) {
    await expect(tile.getByText('Sale price', { exact: false })).toHaveCount(1);
    await expect(tile.locator('s')).toHaveCount(1);
  }
  await expect(results.getByRole('button', { name: 'Remove filter Sale: On sale' })).toBeVisible();
  return count;
}

test("a department's Sale entry lists that department's products on sale", async ({ page }) => {
  await page.goto('/en-us/c/men-1000');
  const results = page.getByRole('region', { name: 'Products' });
  const all = amountOf(await results.getByText(/^\d+ products$/).textContent());

  const menu = await openDepartment(page, 'Men');
  // The department's Featured section: a column on desktop, an accordion panel on mobile.
  const featured = isMobile() ? menu : menu.getByRole('list', { name: 'Featured' });
  if (isMobile()) await menu.getByRole('button', { name: 'Featured', exact: true }).click();
  await featured.getByRole('link', { name: 'Sale', exact: true }).click();

  await expect(page).toHaveURL(/\/en-us\/c\/men-1000\?filters=sale:true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();
  await expect(results.getByText(/^\d+ products?$/)).not.toHaveText(`${all} products`);
  const onSale = await expectAllOnSale(results);
  expect(onSale).toBeGreaterThan(0);
  expect(onSale).toBeLessThan(all);
});

test('"Shop all Sale" lists everything on sale', async ({ page }) => {
  await page.goto('/en-us');
  const menu = await openDepartment(page, 'Sale');
  await menu.getByRole('link', { name: 'Shop all Sale' }).click();

  await expect(page).toHaveURL(/\/en-us\/search\?filters=sale:true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Products' });
  expect(await expectAllOnSale(results)).toBeGreaterThan(24);
});
