import { checkoutToSummary, expectConfirmation, pressPlaceOrder } from '../support/checkout';
import { expect, expectAccessible, test } from '../support/fixtures';
import { accountMenuButton, SEED_PASSWORD } from '../support/shopper';

/** Spec 000 section 2: after login with an order pending the shopper goes to /account. */
test("a guest signs in from the order's confirmation and lands on the account page", async ({ page }) => {
  await checkoutToSummary(page);
  await pressPlaceOrder(page);
  await expectConfirmation(page);
  const offer = page.getByRole('region', { name: 'Already have an account?' });
  await expect(offer).toBeVisible();
  await expectAccessible(page, 'order confirmation with the sign-in offer');

  await offer.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('registered@example.com');
  await dialog.getByRole('textbox', { name: 'Password' }).fill(SEED_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText('Hello, Ana')).toBeVisible();
  await expect(accountMenuButton(page)).toBeVisible();
});
