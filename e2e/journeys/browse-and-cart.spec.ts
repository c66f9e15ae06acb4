import { expect, test } from '../support/fixtures';
import {
  accessibleName,
  amountOf,
  cartLine,
  cartLink,
  chooseColour,
  chooseSize,
  isMobile,
  miniCart,
  orderSummary,
  orderTotal,
  tick,
} from '../support/shopper';

/**
 * From the home page through the menu to a category, filtered, sorted and paged, to a product, a colour
 * and a size in the cart; then the cart page: a quantity change updates the totals, removing the line
 * leaves the empty cart.
 */
test('browse a category to a product, add it, change and remove it in the cart', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en-us$/);

  // The menu: the mega menu's department panel on desktop, the drawer's accordion on mobile.
  if (isMobile()) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Footwear', exact: true }).click();
    await drawer.getByRole('link', { name: 'Shop all Footwear' }).click();
    await expect(drawer).toBeHidden();
  } else {
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Footwear', exact: true }).click();
    await menu.getByRole('link', { name: 'Shop all Footwear' }).click();
  }
  await expect(page).toHaveURL(/\/en-us\/c\/footwear-3000$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Footwear' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Products' });
  await expect(results.getByText(/^\d+ products$/)).toBeVisible();
  const unfiltered = amountOf(await results.getByText(/^\d+ products$/).textContent());

  // A filter: Gender Women (more than one page of results), from the sidebar or the filter drawer.
  if (isMobile()) {
    await results.getByRole('button', { name: 'Filter' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await tick(drawer.getByRole('group', { name: 'Gender' }).getByRole('checkbox', { name: /^Women\b/ }));
    await drawer.getByRole('button', { name: /^Show \d+ products$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(results.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  } else {
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await tick(filters.getByRole('group', { name: 'Gender' }).getByRole('checkbox', { name: /^Women\b/ }));
  }
  await expect(page).toHaveURL(/[?&]gender=women/);
  await expect(results.getByRole('button', { name: 'Remove filter Gender: Women' })).toBeVisible();
  await expect(results.getByText(/^\d+ products$/)).not.toHaveText(`${unfiltered} products`);
  const filtered = amountOf(await results.getByText(/^\d+ products$/).textContent());
  expect(filtered).toBeGreaterThan(24);

  // Sort: price low to high (back to page 1).
  await results.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=price-low-high/);
  await expect(results.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceLowToHigh');

  // Page 2 of the results.
  const pagination = results.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const tiles = results.getByRole('article');
  await expect(tiles).toHaveCount(Math.min(24, filtered - 24));
  await expect(results.getByRole('button', { name: 'Remove filter Gender: Women' })).toBeVisible();

  // A product of page 2.
  const firstTile = tiles.first().getByRole('heading').getByRole('link');
  const name = (await firstTile.textContent()) ?? '';
  await firstTile.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Colour and size: another colour than the one shown when there is one, the first size in stock.
  const colours = page.getByRole('group', { name: /^Colour: / }).getByRole('radio');
  if ((await colours.count()) > 1) await chooseColour(page, colours.last());
  const colour = await accessibleName(
    page.getByRole('group', { name: /^Colour: / }).getByRole('radio', { checked: true }),
  );
  const size = page.getByRole('group', { name: /^Size/ }).getByRole('radio', { disabled: false }).first();
  const sizeName = await accessibleName(size);
  await chooseSize(page, size);
  await page.getByRole('button', { name: 'Add to cart' }).click();

  // The mini cart shows the line.
  const dialog = miniCart(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  await expect(dialog.getByText(`${colour} / ${sizeName}`)).toBeVisible();
  await expect(dialog.getByText('1 item in your cart')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  // The cart page: quantity 2 updates the line and the totals.
  await dialog.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  const line = cartLine(page, name);
  await expect(line).toBeVisible();
  await expect(orderSummary(page).getByText('Items (1)')).toBeVisible();
  const totalBefore = amountOf(await orderTotal(page).textContent());
  await line.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(line.getByRole('spinbutton', { name: `Quantity of ${name}` })).toHaveValue('2');
  await expect(orderSummary(page).getByText('Items (2)')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await expect.poll(async () => amountOf(await orderTotal(page).textContent())).toBeGreaterThan(totalBefore);

  // Removing the line empties the cart.
  await line.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start shopping' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
});
