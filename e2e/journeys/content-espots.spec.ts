import { expect, expectAccessible, test } from '../support/fixtures';

/** Named content pages drawn where their pages are (spec 001 section 2), and the showcase preview tool. */
test.describe('content espots', () => {
  test('the cart shows its content below the (empty) cart', async ({ page }) => {
    await page.goto('/en-us/cart');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeVisible();
    const recommendations = main.getByRole('region', { name: 'You may also like' });
    await expect(recommendations).toBeVisible();
    await expect(recommendations.getByRole('link').first()).toBeVisible();
    await expectAccessible(page, 'the cart with its content');
  });

  test('the not-found page shows the error-4xx content below its message', async ({ page }) => {
    await page.goto('/en-us/no-such-page');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(
      main.getByRole('heading', { level: 2, name: 'Looks like this trail ends here' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page, 'the not-found page with its content');
  });

  test('the not-found page works without its content when the content API fails', async ({
    page,
    harness,
  }) => {
    await harness.fault('getAugmentedPage', 'GEN500', 1);
    const answered = page.waitForResponse((r) => r.url().includes('/augmentedpage/') && r.status() === 500);
    await page.goto('/en-us/no-such-page');
    await answered;
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Looks like this trail ends here' })).toHaveCount(0);
  });

  test('the showcase preview tool: doc type required, items, limit, no results', async ({ page }) => {
    await page.goto('/en-us/showcase');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Doc type is required');
    await expectAccessible(page, 'the showcase without a doc type');

    await page.goto('/en-us/showcase?docType=articlePage');
    const items = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect(items).toHaveCount(20);
    await expect(items.first()).toHaveText(/^\S+ \| \S.*$/);
    const limit = page.getByRole('combobox', { name: 'Items to show' });
    await expect(limit).toHaveValue('20');
    await limit.selectOption('10');
    await expect(items).toHaveCount(10);
    await expect(page).toHaveURL(/[?&]limit=10\b/);
    await expectAccessible(page, 'the showcase with items');

    await page.goto('/fr-ca/showcase?docType=noSuchType');
    await expect(page.getByText('Aucun résultat.')).toBeVisible();
    await expectAccessible(page, 'the showcase without results in French');
  });
});
