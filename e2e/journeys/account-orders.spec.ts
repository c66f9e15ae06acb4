import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { inLoadedFooter } from '../support/footer';
import { signIn } from '../support/shopper';

const EMAIL = 'registered@example.com';

/** Signed in as the seeded shopper, on one of their orders opened from the history. */
async function openOrder(page: Page, orderNumber: string) {
  await page.goto('/en-us');
  await signIn(page, EMAIL);
  await page.goto('/en-us/account/orders');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await main.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await expect(main.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  return main;
}

test('a shopper opens an order from the history and downloads its invoice', async ({ page }) => {
  await page.goto('/en-us');
  await signIn(page, EMAIL);
  await page.goto('/en-us/account/orders');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^View order/ }).first()).toHaveText('Order EC90000003');
  await expectAccessible(page, 'order history');
  await main.getByRole('link', { name: 'View order EC90000001' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Order EC90000001' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Shipment 1 of 1: Standard delivery' })).toBeVisible();
  await expectAccessible(page, 'order page');

  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/EC90000001.*\.pdf$/);
});

test('a shopper cancels an order that has not shipped', async ({ page }) => {
  const main = await openOrder(page, 'EC90000003');
  await main.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = main.getByRole('region', { name: 'Cancel this order?' });
  await confirm.getByRole('combobox', { name: 'Reason' }).selectOption('ORDERED_BY_MISTAKE');
  await expectAccessible(page, 'order page, cancel confirmation');
  await confirm.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByText('Order EC90000003 is cancelled.')).toBeVisible();
  await expect(main.getByText('Status: Cancelled').first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Cancel order' })).toBeHidden();
});

test('a shopper opens a return and gets its label', async ({ page }) => {
  const main = await openOrder(page, 'EC90000001');
  await main.getByRole('button', { name: 'Return items' }).click();
  const form = main.getByRole('region', { name: 'Return items' });
  await form.getByRole('checkbox', { name: "Return Men's Summit Down Jacket (1)" }).check();
  await form.getByRole('combobox', { name: "Reason for Men's Summit Down Jacket" }).selectOption('TOO_LARGE');
  await expectAccessible(page, 'order page, return form');
  await form.getByRole('button', { name: 'Get the return label' }).click();
  const label = main.getByRole('link', { name: 'Download the return label' });
  await expect(label).toHaveAttribute('href', /\.pdf$/);
  await expect(main.getByText(/Send it with UPS/)).toBeVisible();
});

test("a guest tracks an order from the footer's Order status link", async ({ page }) => {
  await page.goto('/en-us');
  await (await inLoadedFooter(page, (footer) => footer.getByRole('link', { name: 'Order status' }))).click();
  await expect(page).toHaveURL(/\/en-us\/order-status$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Order status' })).toBeVisible();
  await expectAccessible(page, 'order status page');
  await main.getByRole('textbox', { name: 'Order number' }).fill('EC90000002');
  await main.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await main.getByRole('button', { name: 'Find my order' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Order EC90000002' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Track with UPS: 1Z999AA190000002' })).toBeVisible();
  await expectAccessible(page, 'order status page with an order');
});
