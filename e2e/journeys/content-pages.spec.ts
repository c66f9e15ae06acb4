import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { inLoadedFooter } from '../support/footer';
import { isMobile } from '../support/shopper';
import { HARNESS_URL } from '../support/stack';

/**
 * Content pages at their own address (features/content-pages): a generic page, help and the pages under it,
 * a journal article, the footer's help links; on fr-ca the menu keeps the shopper on fr-ca.
 */

/** The newest journal article, as the content API's article search lists it. */
async function newestArticle(page: Page, session: string): Promise<{ url: string; title: string }> {
  const answer = await page.request.get(
    `${HARNESS_URL}/publish/caas/v1/canvas/search/summitpeak-us/article?locale=en-us&limit=1`,
    { headers: { 'x-harness-session': session } },
  );
  const body = (await answer.json()) as { result: { url: string; title: string }[] };
  const article = body.result[0];
  if (!article) throw new Error('the simulator seeds no article');
  return article;
}

const footerLink = (page: Page, name: string): Promise<Locator> =>
  inLoadedFooter(page, (footer) => footer.getByRole('link', { name, exact: true }));

test('a generic page renders at its address', async ({ page }) => {
  await page.goto('/en-us/about-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page).toHaveTitle('About us | SummitPeak');
  await expectAccessible(page, 'generic content page');
});

test('help lists the pages under it, and a child page leads back', async ({ page }) => {
  await page.goto('/en-us/help');
  const section = page.getByRole('navigation', { name: 'In this section' });
  await section.getByRole('link', { name: 'Returns' }).click();
  await expect(page).toHaveURL(/\/en-us\/help\/help-returns$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  await main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/en-us\/help$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
});

test('a journal article renders under the journal', async ({ page, harness }) => {
  const article = await newestArticle(page, harness.session);
  await page.goto(article.url);
  await expect(page).toHaveTitle(`${article.title} | SummitPeak`);
  const trail = page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByText(article.title)).toBeVisible();
  await expectAccessible(page, 'journal article');
  await trail.getByRole('link', { name: 'The journal' }).click();
  await expect(page).toHaveURL(/\/en-us\/journal$/);
});

test("the footer's Returns and Shipping links open their pages", async ({ page }) => {
  await page.goto('/en-us/about-us');
  await (await footerLink(page, 'Returns')).click();
  await expect(page).toHaveURL(/\/en-us\/help\/returns\/how-to-return$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'How to return an item' })).toBeVisible();
  await (await footerLink(page, 'Shipping')).click();
  await expect(page).toHaveURL(/\/en-us\/help-shipping$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
});

test('on fr-ca, a menu link keeps the shopper on fr-ca, in French', async ({ page }) => {
  await page.goto('/fr-ca');
  if (isMobile()) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Hommes', exact: true }).click();
    await drawer.getByRole('button', { name: 'Univers Hommes', exact: true }).click();
    await drawer.getByRole('link', { name: 'Manteaux et vestes pour hommes' }).click();
  } else {
    const menu = page.getByRole('navigation', { name: 'Principal' });
    await menu.getByRole('button', { name: 'Hommes', exact: true }).click();
    await menu.getByRole('link', { name: 'Manteaux et vestes pour hommes' }).click();
  }
  await expect(page).toHaveURL(/\/fr-ca\/c\/mens-jackets-100110$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manteaux et vestes pour hommes' })).toBeVisible();
  await (await footerLink(page, 'Qui sommes-nous')).click();
  await expect(page).toHaveURL(/\/fr-ca\/about-us$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Qui sommes-nous' }),
  ).toBeVisible();
});
