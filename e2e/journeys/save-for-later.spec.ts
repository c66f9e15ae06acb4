import { expect, test } from '../support/fixtures';
import { addProductToCart, cartLine, cartLink, JACKET } from '../support/shopper';

/** A line saved for later leaves the cart for the saved list, and moves back. */
test('a line saved for later moves to the saved list and back to the cart', async ({ page }) => {
  await (await addProductToCart(page)).getByRole('link', { name: 'View cart' }).click();
  await expect(cartLine(page, JACKET)).toBeVisible();

  await cartLine(page, JACKET)
    .getByRole('button', { name: `Save for later: ${JACKET}` })
    .click();
  const saved = page.getByRole('region', { name: /^Saved for later/ });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('heading', { name: 'Saved for later 1 item' })).toBeVisible();
  await expect(saved.getByRole('link', { name: JACKET })).toBeVisible();
  await expect(cartLine(page, JACKET)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');

  await saved.getByRole('button', { name: `Move to cart: ${JACKET}` }).click();
  await expect(cartLine(page, JACKET)).toBeVisible();
  await expect(cartLine(page, JACKET).getByText('Size: M')).toBeVisible();
  await expect(saved).toBeHidden();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
});
