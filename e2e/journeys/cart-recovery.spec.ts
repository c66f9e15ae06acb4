import { expect, test } from '../support/fixtures';
import {
  addProductToCart,
  cartLine,
  cartLines,
  cartLink,
  closeDialog,
  JACKET,
  openCart,
} from '../support/shopper';

/**
 * Cart recovery by the error catalogue's handling (storefront/src/commerce/cart-recovery.ts):
 * CART_NOT_FOUND recreates the cart with the shopper's lines; INVALID_CUSTOMER drops the cart, says so
 * and reloads the page after 4 s.
 */
test.describe('cart recovery', () => {
  test('a cart that is gone (CART_NOT_FOUND) comes back with the same items', async ({ page, harness }) => {
    await closeDialog(await addProductToCart(page, { colour: 'Summit Navy', size: 'L' }));
    await harness.fault('getCart', 'CART_NOT_FOUND', 1);

    await openCart(page);
    await expect(page.getByText('Your cart has expired. We have created a new one for you.')).toBeVisible();
    const line = cartLine(page, JACKET);
    await expect(line).toBeVisible();
    await expect(line.getByText('Colour: Summit Navy')).toBeVisible();
    await expect(line.getByText('Size: L')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  });

  test('a cart of another customer (INVALID_CUSTOMER) is dropped and the page reloads', async ({
    page,
    harness,
  }) => {
    await closeDialog(await addProductToCart(page));
    await harness.fault('getCart', 'INVALID_CUSTOMER', 1);

    await openCart(page);
    const message = page.getByText(
      'This cart belongs to a different customer. We are creating a new cart and will reload the page.',
    );
    await expect(message).toBeVisible();
    // The reload comes by itself (4 s after the message); after it the shopper has the new, empty cart.
    await page.waitForEvent('load', { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(cartLines(page)).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
    await expect(message).toBeHidden();
  });
});
