import { expect, test } from '../support/fixtures';
import { accountMenuButton, signIn } from '../support/shopper';

const BANNER_TEXT = 'Your employee discount is active: use code STAFF30 at checkout.';

/** An employee who has not accepted the discount terms is asked at sign-in; accepting shows the banner. */
test('an employee accepts the discount terms at sign-in and sees the discount banner', async ({ page }) => {
  await page.goto('/en-us');
  await expect(page.getByText(BANNER_TEXT)).toBeHidden();

  await signIn(page, 'employee@example.com');
  const terms = page.getByRole('dialog', { name: 'Employee discount terms' });
  await expect(terms).toBeVisible();
  await expect(terms.getByText(/applied with the code STAFF30/)).toBeVisible();
  await expect(page.getByText(BANNER_TEXT)).toBeHidden();

  await terms.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(terms).toBeHidden();
  await expect(page.getByText('Employee discount activated')).toBeVisible();
  const banner = page.getByRole('banner').getByText(BANNER_TEXT);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Discount terms' })).toBeVisible();

  // The acceptance belongs to the session: a reload keeps the banner and asks nothing again.
  await page.reload();
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(page.getByRole('banner').getByText(BANNER_TEXT)).toBeVisible();
  await expect(terms).toBeHidden();
});
