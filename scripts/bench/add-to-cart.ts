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
  if (!(await button.isEnabled())) return 'failed';
  const added = page.waitForResponse(
    (r) => r.url().startsWith(`${harnessUrl}/cart/`) && r.request().method() === 'POST',
    { timeout: 15_000 },
  );
  await button.click();
  try {
    return (await added).ok() ? 'added' : 'failed';
  } catch {
    return 'failed';
  }
}
