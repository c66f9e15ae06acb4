import {
  describeViolations,
  policiesOf,
  type ReceivedReport,
  watchCspViolations,
} from '../support/csp-watch';
import { expect, type Harness, test } from '../support/fixtures';
import { isMobile } from '../support/shopper';
import {
  addJacketToCart,
  exploreWholePage,
  guestCheckout,
  openAndCloseQuickShop,
  openPhoneMenu,
  signInFromHeader,
  TOUR_LOCALES,
  tourUrls,
} from '../support/site-tour';

/**
 * The production build under its Content-Security-Policy, delivered both ways at once: the meta tag the
 * build wrote (and e2e/support/write-runtime-config.ts pointed at this stack's hosts) and the header `vite
 * preview` sends with report-uri. Every page of the tour (e2e/support/site-tour.ts) and the states behind a
 * click fire no `securitypolicyviolation` event, and the simulator receives no report for the test's
 * session: neither the page's own (meta policy) nor the browser's report-uri post (header policy).
 */

const reportsOf = async (harness: Harness): Promise<ReceivedReport[]> =>
  ((await harness.control('/csp-reports', undefined, 'GET')) as { reports: ReceivedReport[] }).reports;

test.describe('the Content-Security-Policy', () => {
  test('is enforced on the production build: a header with report-uri and the meta tag', async ({ page }) => {
    const response = await page.goto(tourUrls('en-us').home);
    const { header, meta } = await policiesOf(page, response);
    for (const policy of [header, meta]) {
      // This origin and the configured photo-widget host (media-sources.ts), never 'unsafe-eval'.
      expect(policy).toMatch(/(^|; )script-src 'self'( https:\/\/[^ ;']+)?(;|$)/);
      expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
      expect(policy).not.toMatch(/unsafe-/);
    }
    expect(header).toMatch(/; report-uri http:\/\/127\.0\.0\.1:\d+\/fapi\/csp\/report$/);
    expect(meta).not.toContain('report-uri');
  });
});

for (const locale of TOUR_LOCALES) {
  test.describe(`${locale}: no Content-Security-Policy violation`, () => {
    for (const [name, url] of Object.entries(tourUrls(locale))) {
      test(`${name} (${url})`, async ({ page, context, harness }) => {
        const violations = await watchCspViolations(context);
        await page.goto(url);
        await exploreWholePage(page);
        expect(violations(), describeViolations(violations())).toEqual([]);
        expect(await reportsOf(harness)).toEqual([]);
      });
    }

    test("a guest's checkout to the confirmation", async ({ page, context, harness }) => {
      const violations = await watchCspViolations(context);
      await guestCheckout(page, locale);
      await exploreWholePage(page);
      expect(violations(), describeViolations(violations())).toEqual([]);
      expect(await reportsOf(harness)).toEqual([]);
    });

    test('signing in, the account page, the mini cart, the quick shop and the menu', async ({
      page,
      context,
      harness,
    }) => {
      const violations = await watchCspViolations(context);
      await page.goto(tourUrls(locale).home);
      await signInFromHeader(page, locale);
      await page.goto(tourUrls(locale)['account-guest']);
      await exploreWholePage(page);
      await addJacketToCart(page, locale);
      await openAndCloseQuickShop(page, locale);
      if (isMobile()) await openPhoneMenu(page, locale);
      expect(violations(), describeViolations(violations())).toEqual([]);
      expect(await reportsOf(harness)).toEqual([]);
    });
  });
}

test.describe('the check itself', () => {
  // Chromium logs each blocked load as a console error: expected here, and only here.
  test.use({
    consoleTolerated: [
      {
        name: 'the violations this test makes on purpose',
        why: 'the test injects an inline script and a foreign image to prove the check sees them',
        matches: (p) => p.kind === 'error' && /Content Security Policy/.test(p.text),
      },
    ],
  });

  test('sees an inline script and a foreign image, in the page and at the report path', async ({
    page,
    context,
    harness,
  }) => {
    const violations = await watchCspViolations(context);
    await page.goto(tourUrls('en-us').home);
    await page.getByRole('main').waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "injected"';
      document.body.append(script);
      const image = document.createElement('img');
      image.src = 'https://tracker.example/pixel.gif';
      document.body.append(image);
    });
    await expect
      .poll(() =>
        violations()
          .map((v) => `${v.policy} ${v.directive}`)
          .sort(),
      )
      .toEqual(['header img-src', 'header script-src-elem', 'meta img-src', 'meta script-src-elem']);
    await expect(page).not.toHaveTitle('injected');
    // The page's listener reports the meta policy's two; the browser posts the header's to its report-uri.
    await expect
      .poll(async () => (await reportsOf(harness)).map((r) => r.report['effective-directive']).sort())
      .toEqual(['img-src', 'img-src', 'script-src-elem', 'script-src-elem']);
  });
});
