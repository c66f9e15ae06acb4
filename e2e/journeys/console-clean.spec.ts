import {
  describeProblems,
  MISSING_CONTENT_PAGE,
  type Tolerated,
  UNRENDERED_CONTENT_BLOCKS,
  watchConsole,
} from '../support/console-watch';
import { expect, test } from '../support/fixtures';
import { isMobile } from '../support/shopper';
import {
  addJacketToCart,
  exploreWholePage,
  guestCheckout,
  openAndCloseQuickShop,
  openPhoneMenu,
  signInFromHeader,
  switchCountry,
  TOUR_LOCALES,
  tourTexts,
  tourUrls,
} from '../support/site-tour';

/**
 * No console error or warning, nor an uncaught error, on any page: every page of the tour
 * (e2e/support/site-tour.ts, which covers e2e/support/pages.ts) in en-us and fr-ca, the states behind a
 * click (checkout to the confirmation, the signed-in account, dialogs, the phone menu) and the footer's
 * country switch. Strict: not even the API error answers the shared fixture tolerates, since nothing
 * here asks for an error.
 */
/**
 * The one case tolerated here, narrowly: once the order is placed, the cart it consumed is read once more
 * (GET /cart/v1/cart/{id}, logged while the page moves from checkout to the confirmation) and answers 404,
 * which the storefront handles as CART_NOT_FOUND. Seen at the desktop viewport only (timing). A wasted
 * call for the checkout area to remove (reported); until then it must not hide any other 404.
 */
const CONSUMED_CART_READ: Tolerated = {
  name: 'the consumed cart read once more after place-order',
  why: 'a read of the cart the order consumed answers 404; the storefront handles it',
  matches: (p) =>
    p.kind === 'error' &&
    /status of 404/.test(p.text) &&
    /\/(checkout|order-confirmation)$/.test(new URL(p.page).pathname) &&
    /^\/cart\/v1\/cart\/[^/]+$/.test(new URL(p.url || 'http://x/').pathname),
};

/** What every test here tolerates: only the development build's notice (never logged by the production build). */
const TOLERATED = [UNRENDERED_CONTENT_BLOCKS];

for (const locale of TOUR_LOCALES) {
  test.describe(`${locale}: a quiet console`, () => {
    for (const [name, url] of Object.entries(tourUrls(locale))) {
      test(`${name} (${url})`, async ({ page }) => {
        const problems = watchConsole(
          page,
          name === 'not-found' ? [...TOLERATED, MISSING_CONTENT_PAGE] : TOLERATED,
        );
        await page.goto(url);
        await exploreWholePage(page);
        expect(problems(), describeProblems(problems())).toEqual([]);
      });
    }

    test("a guest's checkout to the confirmation", async ({ page }) => {
      const problems = watchConsole(page, [...TOLERATED, CONSUMED_CART_READ]);
      await guestCheckout(page, locale);
      await exploreWholePage(page);
      expect(problems(), describeProblems(problems())).toEqual([]);
    });

    test('signing in, then the account page', async ({ page }) => {
      const problems = watchConsole(page, TOLERATED);
      await page.goto(tourUrls(locale).home);
      await signInFromHeader(page, locale);
      await page.goto(tourUrls(locale)['account-guest']);
      await exploreWholePage(page);
      expect(problems(), describeProblems(problems())).toEqual([]);
    });

    test('the mini cart, the quick shop and the menu', async ({ page }) => {
      const problems = watchConsole(page, TOLERATED);
      await addJacketToCart(page, locale);
      await openAndCloseQuickShop(page, locale);
      if (isMobile()) {
        await page.goto(tourUrls(locale).home);
        await openPhoneMenu(page, locale);
      }
      expect(problems(), describeProblems(problems())).toEqual([]);
    });

    test('switching country and language in the footer', async ({ page }) => {
      const problems = watchConsole(page, TOLERATED);
      const to = locale === 'en-us' ? 'fr-ca' : 'en-us';
      await page.goto(tourUrls(locale).product);
      await page.getByRole('button', { name: tourTexts(locale).addToCart, exact: true }).waitFor();
      await switchCountry(page, locale, to);
      await expect(page).toHaveURL(new RegExp(`/${to}/p/`));
      await exploreWholePage(page);
      expect(problems(), describeProblems(problems())).toEqual([]);
    });
  });
}
