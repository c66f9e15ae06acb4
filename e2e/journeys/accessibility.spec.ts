import {
  CARDS,
  checkoutStep,
  checkoutToSummary,
  expectConfirmation,
  placeOrderButton,
  pressPlaceOrder,
  shipTo,
  startCheckout,
  threeDsDialog,
} from '../support/checkout';
import { expect, expectAccessible, test } from '../support/fixtures';
import { inLoadedFooter } from '../support/footer';
import { PAGES } from '../support/pages';
import { addProductToCart, cartLine, JACKET, openProduct } from '../support/shopper';

/** axe (WCAG 2.2 A/AA) on the main pages, dialogs and checkout steps: no serious or critical violation. */
test.describe('accessibility', () => {
  test('home page', async ({ page }) => {
    await page.goto(PAGES.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The footer's content loads as the shopper scrolls near it.
    await inLoadedFooter(page, (footer) => footer.getByRole('link', { name: 'Privacy' }));
    await expectAccessible(page, 'home page');
  });

  test('category page', async ({ page }) => {
    await page.goto('/en-us/c/men-1000');
    await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    await expectAccessible(page, 'category page');
  });

  test('product page', async ({ page }) => {
    await openProduct(page);
    await expectAccessible(page, 'product page');
  });

  test('search results', async ({ page }) => {
    await page.goto('/en-us/search?q=jacket');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “jacket”' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    await expectAccessible(page, 'search results');
  });

  test('cart with an item', async ({ page }) => {
    await (await addProductToCart(page)).getByRole('link', { name: 'View cart' }).click();
    await expect(cartLine(page, JACKET)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
    await expectAccessible(page, 'cart page');
  });

  test('sign-in dialog', async ({ page }) => {
    await page.goto(PAGES.home);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Sign in' }).getByRole('textbox', { name: 'Email' }),
    ).toBeVisible();
    await expectAccessible(page, 'sign-in dialog');
  });

  test('mini cart', async ({ page }) => {
    const miniCart = await addProductToCart(page);
    await expect(miniCart.getByRole('link', { name: 'View cart' })).toBeVisible();
    await expectAccessible(page, 'mini cart');
  });

  test('checkout: shipping step', async ({ page }) => {
    await startCheckout(page);
    await expect(checkoutStep(page, 'Shipping').getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expectAccessible(page, 'shipping step');
  });

  test('checkout: payment step with the card form', async ({ page }) => {
    await startCheckout(page);
    await shipTo(page);
    await expect(checkoutStep(page, 'Payment').getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await expectAccessible(page, 'payment step');
  });

  test('checkout: summary step', async ({ page }) => {
    await checkoutToSummary(page);
    await expect(placeOrderButton(page)).toBeVisible();
    await expectAccessible(page, 'summary step');
  });

  test('checkout: three-ds challenge dialog', async ({ page }) => {
    await checkoutToSummary(page, CARDS.challenge);
    await pressPlaceOrder(page);
    await expect(threeDsDialog(page).getByRole('button', { name: 'Approve' })).toBeVisible();
    await expectAccessible(page, 'three-ds dialog');
  });

  test('order confirmation', async ({ page }) => {
    await checkoutToSummary(page);
    await pressPlaceOrder(page);
    await expectConfirmation(page);
    await expectAccessible(page, 'order confirmation');
  });
});
