import { expect, test } from '../support/dev-fixtures';
import { addProductToCart, cartLine, cartLink, closeDialog, JACKET, openCart } from '../support/shopper';

/** `npm start`: a second tab of the same browser sees the cart of the first, and the first sees its changes. */
test('a second tab sees the same cart', async ({ context, page }) => {
  await closeDialog(await addProductToCart(page));

  const second = await context.newPage();
  await openCart(second);
  await expect(cartLine(second, JACKET)).toBeVisible();
  await expect(cartLink(second)).toHaveAccessibleName('Cart, 1 item');

  // A change in the second tab reaches the first one's next page load.
  await closeDialog(await addProductToCart(second, { size: 'L' }));
  await expect(cartLink(second)).toHaveAccessibleName('Cart, 2 items');
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
});
