import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A block low on a page that reveals its blocks as the shopper scrolls (the home and content pages,
 * storefront/src/features/content-blocks/block-reveal.tsx): scroll down a screen at a time, as a shopper
 * would, until it is there, then bring it into view.
 */
export async function scrollToBlock(page: Page, target: Locator): Promise<Locator> {
  await expect(async () => {
    if ((await target.count()) === 0) await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    await expect(target.first()).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await target.first().scrollIntoViewIfNeeded();
  return target;
}
