import { expect, test } from '../support/fixtures';

/**
 * Audience switching (spec 001 sections 4 and 6): the p13n_testcontext query option forces a segment, and
 * an audience switch shows that segment's blocks instead of its baselines. The home page's blocks are set
 * for this test's session (POST /__harness/content-pages/...): one switch, first on the page.
 */
const titled = (id: string, title: string) => ({ type: 'richText', id, title, richText: `<p>${title}.</p>` });

const SWITCH = {
  type: 'audienceSwitch',
  id: 'audience-e2e',
  segments: [
    { id: 'loyalty-loggedin', targets: [titled('points', 'Your points are waiting')] },
    { id: 'athletes-loggedin', targets: [titled('athletes', 'Athlete gear drop')] },
  ],
  baselines: [titled('baseline', 'New arrivals')],
};

test('p13n_testcontext forces an audience segment: its block shows in place of the baseline', async ({
  page,
  harness,
}) => {
  await harness.control('/content-pages/summitpeak-us/home', { components: [SWITCH] });
  const region = (name: string) => page.getByRole('region', { name });

  // A guest is in neither segment: the baseline.
  await page.goto('/en-us');
  await expect(region('New arrivals')).toBeVisible();
  await expect(region('Your points are waiting')).toHaveCount(0);

  // Forced, the guest is in that segment alone: the second segment's block, not the first's.
  await page.goto('/en-us?p13n_testcontext=athletes-loggedin');
  await expect(region('Athlete gear drop')).toBeVisible();
  await expect(region('New arrivals')).toHaveCount(0);
  await expect(region('Your points are waiting')).toHaveCount(0);

  await page.goto('/en-us?p13n_testcontext=loyalty-loggedin');
  await expect(region('Your points are waiting')).toBeVisible();
  await expect(region('Athlete gear drop')).toHaveCount(0);
});
