import { expect, test } from '../support/fixtures';
import { accountMenuButton, isMobile, SEED_PASSWORD } from '../support/shopper';

const REGISTERED = 'registered@example.com';

test.describe('the phone menu', () => {
  test.skip(() => !isMobile(), 'the menu drawer is the phone layout (the desktop has the mega menu)');

  test('offers sign-in, then the account, finding a store and help, besides the departments', async ({
    page,
  }) => {
    await page.goto('/en-us');
    const openMenu = () => page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });

    await openMenu();
    await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('button').first()).toBeVisible();
    await drawer.getByRole('button', { name: 'Sign in' }).click();
    await expect(drawer).toBeHidden();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByRole('textbox', { name: 'Email' }).fill(REGISTERED);
    await signIn.getByRole('textbox', { name: 'Password' }).fill(SEED_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(accountMenuButton(page)).toBeVisible();
    // A fresh load leaves whatever follows a sign-in (its confirmation) behind; the session stays.
    await page.reload();
    await expect(accountMenuButton(page)).toBeVisible();

    await openMenu();
    await expect(drawer.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await drawer.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/en-us\/account$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('main').getByText(REGISTERED)).toBeVisible();

    await openMenu();
    await drawer.getByRole('button', { name: 'Find a store' }).click();
    const stores = page.getByRole('dialog', { name: 'Pick up in store' });
    await stores.getByRole('textbox', { name: 'Postal code' }).fill('80202');
    await stores.getByRole('button', { name: 'Find stores' }).click();
    await expect(stores.getByRole('button', { name: /^Select this store: / }).first()).toBeVisible();
    await stores.getByRole('button', { name: 'Close' }).click();

    await openMenu();
    await drawer.getByRole('link', { name: 'Help and contact' }).click();
    await expect(page).toHaveURL(/\/en-us\/help\/contact-us$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Contact us');
  });
});
