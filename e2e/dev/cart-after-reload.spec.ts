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

  // The stored session (never the access token: each page load gets one with the refresh grant, which
  // rotates the refresh token and answers its expiry again).
  const storedSession = async () => {
    const text = await page.evaluate(() => localStorage.getItem('storefront.session'));
    const { refreshToken, refreshExpiresAt, ...facts } = JSON.parse(text ?? '{}') as Record<string, unknown>;
    return { facts, refreshToken, refreshExpiresAt };
  };
  const before = await storedSession();

  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await openCart(page); // typed: another full page load
  await expect(cartLine(page, JACKET)).toBeVisible();
  // The kept world took the stored refresh token and cart id: nothing had to be recovered or recreated, the
  // same session and cart go on (its refresh token rotated by the page loads' refresh grants).
  const after = await storedSession();
  expect(after.facts).toEqual(before.facts);
  expect(after.facts).not.toHaveProperty('accessToken');
  expect(after.refreshToken).toEqual(expect.any(String));
});
