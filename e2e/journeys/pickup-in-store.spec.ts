import { expect, test } from '../support/fixtures';
import { addProductToCart, cartLine, JACKET } from '../support/shopper';

/** A cart line switched to pickup: the delivery dialog, then the store picker, then the line names the store. */
test('a cart line switches to pickup in a store chosen in the store picker', async ({ page }) => {
  await (await addProductToCart(page)).getByRole('link', { name: 'View cart' }).click();
  const line = cartLine(page, JACKET);
  await expect(line.getByText(/^Home delivery/)).toBeVisible();

  await line.getByRole('button', { name: `Change delivery of ${JACKET}` }).click();
  const methods = page.getByRole('dialog', { name: 'Delivery method' });
  await methods.getByRole('radio', { name: /^Pick up in store/ }).check();
  await methods.getByRole('button', { name: 'Apply' }).click();
  await expect(methods).toBeHidden();

  const picker = page.getByRole('dialog', { name: 'Pick up in store' });
  await expect(picker).toBeVisible();
  await picker.getByRole('textbox', { name: 'Postal code' }).fill('80202');
  await picker.getByRole('button', { name: 'Find stores' }).click();
  const results = picker.getByRole('region', { name: 'Stores near 80202' });
  await expect(results.getByRole('heading', { name: 'Denver Flagship' })).toBeVisible();
  await results.getByRole('button', { name: 'Select this store: Denver Flagship' }).click();
  await expect(picker).toBeHidden();

  await expect(line.getByText('Pick up in store', { exact: true })).toBeVisible();
  await expect(line.getByText('at Denver Flagship', { exact: true })).toBeVisible();
  await expect(line.getByText(/^Home delivery/)).toBeHidden();
  // The choice is the cart's: it is still there after a reload.
  await page.reload();
  await expect(cartLine(page, JACKET).getByText('at Denver Flagship', { exact: true })).toBeVisible();
});
