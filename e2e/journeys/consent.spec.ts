import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { exploreWholePage } from '../support/site-tour';

/**
 * Consent (spec 001 section 6): an EMEA site asks first and targeting (C0004) gates the personalisation
 * decisions; outside EMEA every category counts as allowed and nothing is asked. The home page's
 * personalised carousel is what asks for a decision (POST /api/engine/v1/decide/{brand}).
 */
const DECIDE = /\/api\/engine\/v1\/decide\//;

/** Counts the decision calls the page makes from now on. */
function countDecisions(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (DECIDE.test(request.url())) count += 1;
  });
  return () => count;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

test('on en-gb, refusing targeting makes no decision call; the banner does not ask again', async ({
  page,
}) => {
  const decisions = countDecisions(page);
  await page.goto('/en-gb');
  await expect(banner(page)).toBeVisible();
  await expectAccessible(page, 'the home page with the consent banner');
  await banner(page).getByRole('button', { name: 'Required only' }).click();
  await expect(banner(page)).toBeHidden();
  await exploreWholePage(page);
  // Explored past the personalised carousel (which draws nothing without a decision): a later block shows.
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeAttached();
  expect(decisions()).toBe(0);
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await exploreWholePage(page);
  await expect(banner(page)).toBeHidden();
  expect(decisions()).toBe(0);
});

test('on en-gb, accepting all makes the decision call; the preference centre withdraws it', async ({
  page,
}) => {
  const decisions = countDecisions(page);
  await page.goto('/en-gb');
  await banner(page).getByRole('button', { name: 'Cookie settings' }).click();
  const centre = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(centre).toBeVisible();
  // Set before the answer: a carousel already near the viewport asks at once.
  const decided = page.waitForRequest(DECIDE);
  await centre.getByRole('button', { name: 'Accept all' }).click();
  await expect(centre).toBeHidden();
  await expect(banner(page)).toBeHidden();
  await exploreWholePage(page);
  await decided;
  const made = decisions();
  expect(made).toBeGreaterThan(0);

  // From the footer, at any time: withdraw targeting; a new page asks for no decision.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
  await expect(centre.getByRole('checkbox', { name: 'Targeting' })).toBeChecked();
  await expectAccessible(page, 'the consent preference centre');
  await centre.getByRole('checkbox', { name: 'Targeting' }).uncheck();
  await centre.getByRole('button', { name: 'Save my choices' }).click();
  await expect(centre).toBeHidden();
  await page.goto('/en-gb/cart');
  await page.goto('/en-gb');
  await exploreWholePage(page);
  expect(decisions()).toBe(made);
});

test('on en-us nothing is asked and the decision call is made', async ({ page }) => {
  const decided = page.waitForRequest(DECIDE);
  await page.goto('/en-us');
  await exploreWholePage(page);
  await decided;
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' })).toHaveCount(
    0,
  );
});
