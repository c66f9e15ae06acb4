import { expect, expectAccessible, test } from '../support/fixtures';

/** Size 9 of the Canyon Low Sneaker is sold out everywhere (simulator/db/seed/catalogue-fixtures.ts). */
const SNEAKER = '/en-us/p/mens-canyon-low-sneaker-SPSN0001';

test('the store locator finds stores near a postal code and chooses one as my store', async ({ page }) => {
  await page.goto('/en-us/store-locator');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
  await expectAccessible(page, 'the store locator');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('80202');
  await page.getByRole('button', { name: 'Find stores' }).click();
  const results = page.getByRole('region', { name: 'Stores near 80202' });
  await expect(results.getByRole('heading', { name: 'Denver Flagship' })).toBeVisible();
  await expect(results.getByText(/\d+(\.\d)? mi/).first()).toBeVisible();
  await results.getByRole('button', { name: 'Choose Denver Flagship as my store' }).click();
  await expect(page.getByText('Denver Flagship is your store.')).toBeVisible();
  await expectAccessible(page, 'the store locator with results');
  // The choice is the shop's: the product page names it after a reload.
  await page.goto('/en-us/p/mens-summit-down-jacket-SPJK0001BLK');
  await expect(page.getByText('Your store: Denver Flagship')).toBeVisible();
});

test('the location selector lists the served sites, each link landing on its home', async ({ page }) => {
  await page.goto('/fr-ca/location-selector');
  const list = page.getByRole('list', { name: 'Choisissez votre pays' });
  await expect(list.getByRole('link', { name: 'Canada : Français' })).toBeVisible();
  await expectAccessible(page, 'the location selector');
  await list.getByRole('link', { name: 'United Kingdom : English' }).click();
  await expect(page).toHaveURL(/\/en-gb$/);
});

test('the size guide opens from the size selector', async ({ page }) => {
  await page.goto(SNEAKER);
  await page.getByRole('button', { name: 'Size guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Size guide' });
  await expect(dialog.getByRole('table', { name: 'Footwear size chart' })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Men', exact: true })).toBeVisible();
  await expectAccessible(page, 'the size guide dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('notify me on a sold-out size', async ({ page }) => {
  await page.goto(SNEAKER);
  await page.getByRole('button', { name: 'Size sold out? Notify me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notify me when it is back' });
  await expect(dialog.getByRole('radio', { name: '9' })).toBeChecked();
  await expectAccessible(page, 'the back-in-stock dialog');
  const request = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith('/products/v1/notifications'),
  );
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('ana@example.com');
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  expect((await request).postDataJSON()).toMatchObject({ email: 'ana@example.com', productId: 'SPSN0001' });
  await expect(dialog.getByRole('status')).toHaveText(/ana@example\.com.*size 9/);
});
