import { expect, test } from '../support/fixtures';

/** The header's search box: suggestions as the shopper types, chosen with the arrow keys and Enter. */
test.describe('search', () => {
  test('a suggested search term opens the search page with its results', async ({ page }) => {
    await page.goto('/en-us');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await box.fill('jacket');
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(suggestions).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const terms = suggestions.getByRole('group', { name: 'Suggestions' }).getByRole('option');
    await expect(terms.first()).toBeVisible();

    await box.press('ArrowDown');
    const first = terms.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await expect(box).toBeFocused();
    const term = (await first.textContent()) ?? '';

    await box.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/search\?/);
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${term}”` })).toBeVisible();
    const results = page.getByRole('region', { name: 'Products' });
    await expect(results.getByText(/^\d+ products?$/)).toBeVisible();
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(suggestions).toBeHidden();
  });

  test('arrowing down to a suggested product opens that product', async ({ page }) => {
    await page.goto('/en-us');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await box.fill('down jacket');
    const jacket = page
      .getByRole('listbox', { name: 'Search suggestions' })
      .getByRole('group', { name: 'Products' })
      .getByRole('option', { name: /^Men's Summit Down Jacket Price / });
    await expect(jacket).toBeVisible();

    // ArrowDown until the jacket is the active option (its place depends on the terms above it).
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
    const count = await options.count();
    for (let i = 0; i < count; i += 1) {
      await box.press('ArrowDown');
      if ((await jacket.getAttribute('aria-selected')) === 'true') break;
    }
    await expect(jacket).toHaveAttribute('aria-selected', 'true');

    await box.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/p\/mens-summit-down-jacket-SPJK0001/);
    await expect(page.getByRole('heading', { level: 1, name: "Men's Summit Down Jacket" })).toBeVisible();
  });
});
