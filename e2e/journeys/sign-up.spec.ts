import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import {
  accountMenuButton,
  addProductToCart,
  cartLine,
  closeDialog,
  JACKET,
  openCart,
} from '../support/shopper';

const PASSWORD = 'Summit2026';

/** Fills the sign-up form's required fields (English labels). */
async function fillSignUp(form: Locator, email: string): Promise<void> {
  await form.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
  await form.getByRole('textbox', { name: /^Postal code/ }).fill('98101');
  await form.getByRole('textbox', { name: /^Birth date/ }).fill('04/12/1990');
}

async function openSignUpPage(page: Page, locale = 'en-us'): Promise<Locator> {
  await page.goto(`/${locale}/sign-up`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  return main;
}

test('sign up from the sign-in dialog and land signed in with the guest cart kept', async ({ page }) => {
  await closeDialog(await addProductToCart(page));
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Member benefits' })).toBeVisible();
  await expectAccessible(page, 'the sign-up dialog');

  await fillSignUp(dialog, 'ada.e2e@example.com');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText('Account created')).toBeVisible();
  // en-us collects interests from every new account: their dialog follows; the shopper skips it.
  const interests = page.getByRole('dialog', { name: 'Your interests' });
  await interests.getByRole('button', { name: 'Skip for now' }).click();
  await expect(interests).toBeHidden();
  await expect(accountMenuButton(page)).toBeVisible();
  await openCart(page);
  await expect(cartLine(page, JACKET)).toBeVisible();
});

test('sign up with loyalty and SMS consent on the sign-up page', async ({ page }) => {
  const main = await openSignUpPage(page);
  await fillSignUp(main, 'ada.loyal@example.com');
  await main.getByRole('textbox', { name: /^Mobile phone/ }).fill('2065550177');
  await expect(main.getByRole('textbox', { name: /^Mobile phone/ })).toHaveValue('(206) 555 - 0177');
  await main.getByRole('checkbox', { name: /text message/ }).check();
  await main.getByRole('button', { name: 'Accept SMS terms' }).click();
  await expect(main.getByText('SMS terms accepted')).toBeVisible();
  await main.getByRole('checkbox', { name: /rewards programme terms/ }).check();
  await expectAccessible(page, 'the sign-up page with SMS terms');
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en-us\/account$/);
  await expect(accountMenuButton(page)).toBeVisible();
});

test('an email already in use shows on the email field', async ({ page }) => {
  const main = await openSignUpPage(page);
  await fillSignUp(main, 'registered@example.com');
  await main.getByRole('button', { name: 'Create account' }).click();
  const email = main.getByRole('textbox', { name: /^Email/ });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/already/i);
  await expect(email).toBeFocused();
});

test('the birth date reads MM/DD/YYYY in en-us and DD/MM/YYYY in fr-fr', async ({ page }) => {
  const us = await openSignUpPage(page, 'en-us');
  await expect(us.getByRole('textbox', { name: /^Birth date/ })).toHaveAttribute('placeholder', 'MM/DD/YYYY');
  const fr = await openSignUpPage(page, 'fr-fr');
  const birth = fr.getByRole('textbox', { name: /^Date de naissance/ });
  await expect(birth).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await expect(fr.getByText('La livraison gratuite pour les membres')).toHaveCount(0);
  await expectAccessible(page, 'the fr-fr sign-up page');
});
