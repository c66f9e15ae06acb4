import type { Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addProductToCart } from '../support/shopper';
import { exploreWholePage } from '../support/site-tour';

/**
 * Experiments with the real Optimizely SDK against the harness (spec 001 sections 4, 6, 7 and 9): the
 * home page's hero is the experiment `hero_test` of the flag `home_hero`. The visitor id decides the
 * bucket (the SDK hashes it): `vuid_e2evariation1` falls in variation_1, `vuid_e2econtrol` in control.
 */
const VARIATION_HEADLINE = 'Summit season starts here';
const DATAFILE = /\/datafiles\/summitpeak-(us|gb)-production\.json$/;
const EVENT_LOG = /\/v1\/events$/;
/** Every experimentation call: the datafile, the event log, the segments and the customer-data pixel. */
const EXPERIMENTATION = /\/(datafiles\/[^/]+\.json|v1\/events|v3\/graphql|event)(\?|$)/;

/** The impression batch of one decision: the visitor, the flag's rule and its variation key. */
function impressionOf(request: Request) {
  const batch = request.postDataJSON() as {
    visitors: { visitor_id: string; snapshots: { decisions: { metadata?: Record<string, unknown> }[] }[] }[];
  };
  const visitor = batch.visitors[0];
  const decision = visitor?.snapshots[0]?.decisions[0]?.metadata;
  return { visitor: visitor?.visitor_id, flag: decision?.flag_key, variation: decision?.variation_key };
}

test.describe('a visitor bucketed in variation_1', () => {
  test.use({ visitorId: 'vuid_e2evariation1' });

  test('a visitor bucketed in the variation sees its hero, and its impression reaches the event log', async ({
    page,
  }) => {
    const datafile = page.waitForRequest(DATAFILE);
    const impression = page.waitForRequest((r) => EVENT_LOG.test(r.url()) && r.method() === 'POST');
    // On the way: the visitor's customer-data segments and the platform's first-page event (the pixel).
    const segments = page.waitForRequest((r) => /\/v3\/graphql$/.test(r.url()));
    const pixel = page.waitForRequest((r) => /\/event\?/.test(r.url()));
    await page.goto('/en-us');
    await datafile;
    expect((await segments).postData()).toContain('vuid_e2evariation1');
    expect(new URL((await pixel).url()).searchParams.get('vdl_action')).toBe('client_initialized');
    await expect(page.getByRole('heading', { level: 1, name: VARIATION_HEADLINE })).toBeVisible();
    expect(impressionOf(await impression)).toEqual({
      visitor: 'vuid_e2evariation1',
      flag: 'home_hero',
      variation: 'variation_1',
    });
  });

  test('on en-gb without targeting consent no experimentation call is made, and the baseline shows', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (EXPERIMENTATION.test(new URL(r.url()).pathname)) calls.push(r.url());
    });
    await page.goto('/en-gb');
    const banner = page.getByRole('region', { name: 'Your privacy choices' });
    await banner.getByRole('button', { name: 'Required only' }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: VARIATION_HEADLINE })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(calls).toEqual([]);
    // Accepting decides in place: the SDK loads then, and the variation replaces the baseline.
    await exploreWholePage(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
    await page
      .getByRole('dialog', { name: 'Cookie preferences' })
      .getByRole('button', { name: 'Accept all' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: VARIATION_HEADLINE })).toBeVisible();
  });
});

// The fixtures' default visitor (vuid_e2econtrol) is in control.
test('a visitor bucketed in control keeps the baseline hero, and the impression says control', async ({
  page,
}) => {
  const impression = page.waitForRequest((r) => EVENT_LOG.test(r.url()) && r.method() === 'POST');
  await page.goto('/en-us');
  expect(impressionOf(await impression).variation).toBe('control');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: VARIATION_HEADLINE })).toHaveCount(0);
});

test('an add to cart is a conversion the event log hears', async ({ page }) => {
  const conversion = page.waitForRequest(
    (r) => EVENT_LOG.test(r.url()) && (r.postData() ?? '').includes('"key":"add_to_cart"'),
  );
  // The product page has no experiment: the SDK loads with the add's confirmation (the mini cart).
  await addProductToCart(page);
  expect((await conversion).postDataJSON().visitors[0].visitor_id).toBe('vuid_e2econtrol');
});
