import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { JACKET, openProduct, signIn } from '../support/shopper';
import { HARNESS_URL } from '../support/stack';

/** A link of the footer, once it has loaded: it loads when the shopper nears it, so scroll until it is there. */
async function footerLink(page: Page, name: string): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  const link = footer.getByRole('link', { name, exact: true });
  for (let attempt = 1; ; attempt += 1) {
    await footer.scrollIntoViewIfNeeded();
    try {
      await link.waitFor({ timeout: 2_000 });
      return link;
    } catch (error) {
      if (attempt === 10) throw error;
    }
  }
}

test('removes a favourite and shares the list; the link opens for someone not signed in', async ({
  page,
  browser,
  harness,
}) => {
  await openProduct(page);
  await signIn(page, 'registered@example.com');
  await page.getByRole('button', { name: `Add ${JACKET} to favourites` }).click();
  await expect(page.getByRole('button', { name: `${JACKET} is in your favourites` })).toBeVisible();
  await page.goto('/en-us/account/favorites');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(main.getByText('1 product')).toBeVisible();
  await expectAccessible(page, 'the favourites page');

  await main.getByRole('button', { name: 'Share your favourites' }).click();
  const link = main.getByRole('link', { name: /\/en-us\/favorites\/shared\// });
  await expect(link).toBeVisible();
  const shared = (await link.getAttribute('href')) ?? '';

  await main.getByRole('button', { name: `Remove ${JACKET} from favourites` }).click();
  await expect(main.getByText(/No favourites yet/)).toBeVisible();

  // Someone else, in a browser of their own (same harness session, so the same world), not signed in.
  const other = await browser.newContext();
  await other.route(
    (url) => url.origin === HARNESS_URL && !url.pathname.startsWith('/images/'),
    async (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-harness-session': harness.session } }),
  );
  const guest = await other.newPage();
  await guest.goto(shared);
  await expect(guest.getByRole('heading', { level: 1, name: 'Ana’s favourites' })).toBeVisible();
  await expect(guest.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(guest.getByRole('main').getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await expectAccessible(guest, 'the shared favourites page');
  await other.close();
});

test('a guest sends a contact-us form from the footer', async ({ page }) => {
  await page.goto('/en-us');
  await (await footerLink(page, 'Contact us')).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page).toHaveURL(/\/en-us\/help\/contact-us$/);
  const topic = main.getByRole('combobox', { name: /^Topic/ });
  await expect(topic.getByRole('option', { name: 'My order' })).toBeAttached();
  await expectAccessible(page, 'the contact-us page');

  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(main.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
    'This field is required',
  );
  await main.getByRole('textbox', { name: /^First name/ }).fill('Ana');
  await main.getByRole('textbox', { name: /^Last name/ }).fill('Lima');
  await main.getByRole('textbox', { name: /^Email/ }).fill('ana.lima@example.com');
  await topic.selectOption({ label: 'My order' });
  await main.getByRole('combobox', { name: /^Subject/ }).selectOption({ label: 'Where is my order?' });
  await main.getByRole('textbox', { name: /^Your message/ }).fill('My parcel has not arrived yet.');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(main.getByText('Thank you, your message is on its way')).toBeVisible();
  await expect(main.getByText(/Your case number is \S+\./)).toBeVisible();
});

test('the warranty claim page from the footer is accessible', async ({ page }) => {
  await page.goto('/fr-ca');
  await (await footerLink(page, 'Garantie')).click();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Réclamation de garantie' }),
  ).toBeVisible();
  await expectAccessible(page, 'the warranty page');
});

test('saved for later and help are account pages with their menu entries', async ({ page }) => {
  await page.goto('/en-us');
  await signIn(page, 'registered@example.com');
  await page.goto('/en-us/account/saved-for-later');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: /^Saved for later/ })).toBeVisible();
  await expectAccessible(page, 'the saved-for-later page');
  await page.goto('/en-us/account/help');
  await expect(main.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expectAccessible(page, 'the account help page');
});

test("a member's rewards page shows the points and is accessible", async ({ page }) => {
  await page.goto('/en-us');
  await signIn(page, 'loyalty@example.com');
  await page.goto('/en-us/account/loyalty');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(main.getByText('2,400 points')).toBeVisible();
  await expectAccessible(page, 'the rewards page');
});
