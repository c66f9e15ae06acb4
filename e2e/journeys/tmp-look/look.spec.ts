import { CARDS, payByCard, shipTo, startCheckout } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';

test('look', async ({ page }) => {
  const v = test.info().project.name;
  await startCheckout(page);
  await shipTo(page);
  await page.screenshot({ path: `/tmp/look/billing-${v}.png`, fullPage: true });
  await payByCard(page, CARDS.challenge);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await page.screenshot({ path: `/tmp/look/summary-${v}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeVisible();
  await page.screenshot({ path: `/tmp/look/threeds-${v}.png` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/order-confirmation/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: `/tmp/look/confirmation-${v}.png`, fullPage: true });
});
