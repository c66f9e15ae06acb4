import { expect, test } from '../support/dev-fixtures';
import { PAGES } from '../support/pages';
import { accountMenuButton, signIn } from '../support/shopper';

/** `npm start`: signed in, then the account page typed into the address bar (a full load) is still signed in. */
test('sign in, open the account by URL: still signed in, profile shown', async ({ page }) => {
  await page.goto(PAGES.home);
  await signIn(page, 'registered@example.com');

  await page.goto('/en-us/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(/^Hello, /)).toBeVisible();
  await expect(page.getByText('Signed in as registered@example.com')).toBeVisible();
  await expect(accountMenuButton(page)).toBeVisible();
});
