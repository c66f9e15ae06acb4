import { expect, harnessFromPage, test } from '../support/dev-fixtures';
import { PAGES } from '../support/pages';
import { addProductToCart, cartLine, cartLink, closeDialog, JACKET, openCart } from '../support/shopper';

/**
 * `npm start`: the simulator's world lives in the page, so it is kept in the browser between page loads
 * (simulator/persist). An item added before a reload is still in the cart after it.
 */
test('add to cart, reload: the cart is still there', async ({ page, session }) => {
  await page.goto(PAGES.home);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // the app renders once the worker is on
  // The page's world is this test's session (the dev start reads it), as a developer's console would see.
  expect(await harnessFromPage(page, '/health')).toMatchObject({ status: 'ok', session });

  await closeDialog(await addProductToCart(page));
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  const storedSession = () => page.evaluate(() => localStorage.getItem('storefront.session'));
  const before = await storedSession();

  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await openCart(page); // typed: another full page load
  await expect(cartLine(page, JACKET)).toBeVisible();
  // The kept world took the stored tokens and cart id as they were: nothing had to be recovered or recreated.
  expect(await storedSession()).toBe(before);
});
