import { expect, test } from '../support/fixtures';

test('the production build boots on the simulator and shows the home page', async ({ page, harness }) => {
  void harness;
  await page.goto('/');
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('link', { name: /summitpeak/i }).first()).toBeVisible();
});
