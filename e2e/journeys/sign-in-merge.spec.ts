import { expect, test } from '../support/fixtures';
import {
  accountMenuButton,
  addProductToCart,
  cartLines,
  cartLink,
  closeDialog,
  continueAfterSignIn,
  JACKET,
  openCart,
  signIn,
  signOut,
} from '../support/shopper';

const REGISTERED = 'registered@example.com';

/**
 * A guest's cart joins the account's cart at sign-in (the simulator merges the guest lines into the
 * consumer's last cart and notes CART_ITEMS_MERGED). The seeded account starts without a cart, so the
 * journey first leaves one in the account; sign-out from the cart page lands on the home page.
 */
test('a guest cart merges into the account cart at sign-in; sign-out from the cart goes home', async ({
  page,
}) => {
  // The account's own cart: one jacket in Summit Black.
  await page.goto('/en-us');
  await signIn(page, REGISTERED);
  await continueAfterSignIn(page);
  await closeDialog(await addProductToCart(page, { colour: 'Summit Black', size: 'M' }));
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await signOut(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');

  // As a guest: the jacket in Summit Navy.
  await closeDialog(await addProductToCart(page, { colour: 'Summit Navy', size: 'L' }));
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  // Signing in merges the guest line into the account's cart.
  await signIn(page, REGISTERED);
  await continueAfterSignIn(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  await openCart(page);
  await expect(page.getByText('Items from your previous visit have been added to your cart.')).toBeVisible();
  const jackets = cartLines(page).filter({ has: page.getByRole('heading', { name: JACKET, exact: true }) });
  await expect(jackets).toHaveCount(2);
  await expect(jackets.filter({ hasText: 'Colour: Summit Black' }).getByText('Size: M')).toBeVisible();
  await expect(jackets.filter({ hasText: 'Colour: Summit Navy' }).getByText('Size: L')).toBeVisible();

  // Sign-out from the cart page: home page, a guest again, an empty cart.
  await accountMenuButton(page).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
});
