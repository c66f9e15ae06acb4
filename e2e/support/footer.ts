import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Something of the footer, once the footer has loaded: its content loads when the shopper nears it, and a
 * page still growing above it (lazy content blocks) can carry it away again after a first scroll, so
 * scroll to it until the thing is there.
 */
export async function inLoadedFooter(page: Page, find: (footer: Locator) => Locator): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  const target = find(footer);
  await expect(async () => {
    await footer.scrollIntoViewIfNeeded();
    await expect(target).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return target;
}
