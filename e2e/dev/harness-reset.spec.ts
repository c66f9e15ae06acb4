import { expect, harnessFromPage, test } from '../support/dev-fixtures';
import { PAGES } from '../support/pages';
import { addProductToCart, cartLink, closeDialog } from '../support/shopper';

/** `npm start`: `?harness-reset` forgets the kept world (and the stored sign-in and cart); the console says how. */
test('?harness-reset starts a new world, and the console hint names it', async ({ page }) => {
  const hints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'info') hints.push(message.text());
  });
  await closeDialog(await addProductToCart(page));
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  expect(hints.join('\n')).toMatch(/\?harness-reset.*fetch\('\/__harness\/reset'/s);

  await page.goto(`${PAGES.home}?harness-reset`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/en-us$/); // the parameter goes, so a reload does not reset again
  await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
  // The shopper carries on in the new world: the old world's tokens and cart id went with it.
  await closeDialog(await addProductToCart(page));
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  expect(await harnessFromPage(page, '/health')).toMatchObject({ status: 'ok' });
});
