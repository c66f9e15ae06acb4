import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { accountMenuButton, SEED_PASSWORD } from '../support/shopper';

/**
 * Opens an account page as a guest: the account asks for the sign-in itself (its dialog opens on the address
 * asked for), and the page shows once signed in. Never the header's button: the dialog may already be open.
 */
async function openSignedIn(page: Page, path: string, email = 'registered@example.com'): Promise<void> {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(SEED_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenuButton(page)).toBeVisible();
  // The greeting toast arrives with its own chunk; once it is there, axe can wait for its fade-in to end.
  await expect(page.getByRole('status').getByText(/^Welcome back/)).toBeVisible();
}

test('edit the profile: the change is saved and shown again after a reload', async ({ page }) => {
  await openSignedIn(page, '/en-us/account/profile');
  const form = page.getByRole('form', { name: 'Personal details' });
  await expect(form.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ana');
  await expectAccessible(page, 'the profile page');

  await form.getByRole('textbox', { name: /^First name/ }).fill('Anabel');
  const phone = form.getByRole('textbox', { name: /^Mobile phone/ });
  await phone.fill('');
  await phone.pressSequentially('6045550199');
  await expect(phone).toHaveValue('(604) 555 - 0199');
  await form.getByRole('checkbox', { name: 'Camping' }).check();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Personal details' });
  await expect(reloaded.getByRole('textbox', { name: /^First name/ })).toHaveValue('Anabel');
  await expect(reloaded.getByRole('textbox', { name: /^Mobile phone/ })).toHaveValue('(604) 555 - 0199');
  await expect(reloaded.getByRole('checkbox', { name: 'Camping' })).toBeChecked();
});

test('opt in and out of SMS on the communication preferences', async ({ page }) => {
  await openSignedIn(page, '/en-us/account/communication');
  const sms = page.getByRole('region', { name: 'Text messages' });
  await expect(sms.getByText('You are not subscribed to text messages.')).toBeVisible();
  await expectAccessible(page, 'the communication preferences');

  const phone = sms.getByRole('textbox', { name: /^Mobile phone for text messages/ });
  await phone.fill('');
  await phone.pressSequentially('6045550199');
  await sms.getByRole('button', { name: 'Subscribe to text messages' }).click();
  await expect(sms.getByText('Text messages go to +16045550199.')).toBeVisible();

  await sms.getByRole('button', { name: 'Unsubscribe from text messages' }).click();
  await expect(sms.getByText('You are not subscribed to text messages.')).toBeVisible();
  await expectAccessible(page, 'the communication preferences after a change');
});

test('a partially enrolled shopper is prompted from the overview into the enrolment steps', async ({
  page,
}) => {
  await openSignedIn(page, '/en-us/account', 'partial@example.com');
  await expect(page.getByText('Complete your profile')).toBeVisible();
  await expectAccessible(page, 'the account overview with the prompt');
  await page.getByRole('button', { name: 'Complete my profile' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // No phone yet: the steps start at the mobile phone.
  await expect(dialog.getByRole('textbox', { name: /Mobile phone/ })).toBeVisible();
});

test('the overview shows the last order, linking to it in the order history', async ({ page }) => {
  await openSignedIn(page, '/en-us/account');
  const lastOrder = page.getByRole('region', { name: 'Your last order' });
  await expect(lastOrder.getByRole('link', { name: /^Order / })).toHaveAttribute(
    'href',
    /^\/en-us\/account\/orders\/[^/]+$/,
  );
  await expectAccessible(page, 'the account overview');
});
