import type { Page } from '@playwright/test';
import { expect, expectAccessible, type Harness, test } from '../support/fixtures';
import { accountMenuButton, SEED_PASSWORD, signIn, signOut } from '../support/shopper';

const EMAIL = 'registered@example.com';
const NEW_PASSWORD = 'Summit2027';

/** The newest reset code the simulator "mailed" in this test's session (the harness outbox). */
async function mailedCode(harness: Harness): Promise<string> {
  const outbox = (await harness.control('/outbox', undefined, 'GET')) as { resetCodes: { code: string }[] };
  const code = outbox.resetCodes[0]?.code;
  if (!code) throw new Error('no reset code in the outbox');
  return code;
}

const newPassword = (scope: Page | ReturnType<Page['getByRole']>) =>
  scope.getByRole('textbox', { name: 'New password', exact: true });
const confirmPassword = (scope: Page | ReturnType<Page['getByRole']>) =>
  scope.getByRole('textbox', { name: 'Confirm new password' });

test('forgot and reset a password, then sign in with the new one', async ({ page, harness }) => {
  await page.goto('/en-us/forgot-password');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page, 'forgot-password page');
  await main.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await expect(main.getByText('Check your email')).toBeVisible();
  await expectAccessible(page, 'forgot-password page, link sent');

  // The email's link.
  const code = await mailedCode(harness);
  await page.goto(`/en-us/reset-password?email=${encodeURIComponent(EMAIL)}&code=${code}`);
  await expect(main.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(main.getByText(`Choose a new password for ${EMAIL}.`)).toBeVisible();
  await newPassword(main).fill('short');
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByText('Password must be at least 8 characters.')).toBeVisible();
  await expectAccessible(page, 'reset-password page with errors');
  await newPassword(main).fill(NEW_PASSWORD);
  await confirmPassword(main).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByText('Your password has been changed')).toBeVisible();

  await main.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenuButton(page)).toBeVisible();
});

test('an expired reset link says so and offers a new one', async ({ page }) => {
  await page.goto(`/en-us/reset-password?email=${encodeURIComponent(EMAIL)}&code=rc-expired-0001`);
  const main = page.getByRole('main');
  await newPassword(main).fill(NEW_PASSWORD);
  await confirmPassword(main).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Save new password' }).click();
  const alert = main.getByRole('alert');
  await expect(alert).toContainText('This password reset link has expired. Please request a new one.');
  await expectAccessible(page, 'reset-password page, link expired');
  await alert.getByRole('link', { name: 'Request a new link' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
});

test('the sign-in error notice leads to the password reset', async ({ page }) => {
  await page.goto('/en-us');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await dialog.getByRole('textbox', { name: 'Password' }).fill('Wrong-password1');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('The email or password is incorrect.');
  await expect(alert.getByRole('link', { name: 'Contact customer service' })).toBeVisible();
  await expectAccessible(page, 'sign-in dialog with its error notice');
  await alert.getByRole('link', { name: 'Reset your password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
});

test('change the password from the account profile', async ({ page }) => {
  // Signed in first: a guest's account page opens the sign-in dialog by itself, racing the header's button.
  await page.goto('/en-us');
  await signIn(page, EMAIL);
  await page.goto('/en-us/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'change-password dialog');

  const current = dialog.getByRole('textbox', { name: 'Current password' });
  await current.fill('Not-the-password1');
  await newPassword(dialog).fill(NEW_PASSWORD);
  await confirmPassword(dialog).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(current).toHaveAccessibleDescription('Your current password is incorrect.');
  await expectAccessible(page, 'change-password dialog with an error');

  await current.fill(SEED_PASSWORD);
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await signOut(page);
  await page.goto('/en-us');
  await signIn(page, EMAIL, NEW_PASSWORD);
});
