import type { Page } from 'playwright-core';

export type AddToCartOutcome = 'added' | 'no button' | 'failed';

/**
 * Puts the product into the cart the way a shopper would: its page's "Add to cart" button. Pages still
 * being built may not have one; the caller then shows the empty cart and says so.
 */
export async function addToCartThroughUi(
  page: Page,
  productUrl: string,
  harnessUrl: string,
): Promise<AddToCartOutcome> {
  await page.goto(productUrl);
  await page.getByRole('main').waitFor({ state: 'visible' });
  await page.waitForLoadState('load');
  const button = page.getByRole('button', { name: /add to (cart|bag)/i }).first();
  try {
    await button.waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    return 'no button';
  }
  // A product with sizes needs one chosen first (the size radios' group is named "Size").
  const size = page.getByRole('group', { name: /^size/i }).getByRole('radio', { disabled: false }).first();
  if ((await size.count()) > 0) await size.check({ force: true });
  if (!(await button.isEnabled())) return 'failed';
  // addCartItem (a first add creates the cart before it: wait for the item, not the cart).
  const added = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/cart/v1/item' &&
      r.url().startsWith(harnessUrl) &&
      r.request().method() === 'POST',
    { timeout: 15_000 },
  );
  await button.click();
  try {
    return (await added).ok() ? 'added' : 'failed';
  } catch {
    return 'failed';
  }
}
