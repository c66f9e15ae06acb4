import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { PAGES } from '../support/pages';
import { scrollToBlock } from '../support/reveal';
import { accountMenuButton, isMobile, SEED_PASSWORD } from '../support/shopper';

/** A block's section on the page, by its title. */
const section = (page: Page, title: string): Locator =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, level: 2, exact: true }) });

const positionOf = (carousel: Locator): Locator => carousel.getByText(/^Slide \d+ of \d+$/);

test('the home page’s layout blocks: the four-item grid, the activity carousel and the popular searches', async ({
  page,
}) => {
  await page.goto(PAGES.home);
  const why = await scrollToBlock(page, section(page, 'Why shop with us'));
  const items = why.getByRole('listitem');
  await expect(items).toHaveCount(4);
  // Exactly four items: two columns, two rows, at every width.
  const boxes = await Promise.all([0, 1, 2].map(async (i) => (await items.nth(i).boundingBox())?.y ?? -1));
  expect(boxes[0]).toBe(boxes[1]);
  expect(boxes[2]).toBeGreaterThan(boxes[0] as number);

  const activities = await scrollToBlock(page, section(page, 'Explore by activity'));
  const carousel = activities.getByRole('group', { name: 'Explore by activity' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(positionOf(carousel)).toHaveText('Slide 1 of 5');
  const next = carousel.getByRole('button', { name: 'Next slide' });
  const track = carousel.locator('[data-carousel-track]');
  if (isMobile()) {
    // Arrows are hidden on small screens: the track scrolls (swipes) natively, and the position follows.
    await expect(next).toBeHidden();
    await track.evaluate((el) => el.scrollBy({ left: el.clientWidth * 0.9 }));
    await expect(positionOf(carousel)).toHaveText('Slide 2 of 5');
  } else {
    await expect(next).toBeVisible();
    await next.click();
    await expect(positionOf(carousel)).toHaveText('Slide 2 of 5');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  }
  // The arrow keys move it while the track has focus (once the smooth scroll above has settled: a key
  // pressed mid-scroll moves from where the track is then).
  await track.evaluate(
    (el) =>
      new Promise<void>((settled) => {
        let last = -1;
        const frame = () => {
          if (el.scrollLeft === last) settled();
          else {
            last = el.scrollLeft;
            requestAnimationFrame(frame);
          }
        };
        requestAnimationFrame(frame);
      }),
  );
  await track.focus();
  await page.keyboard.press('ArrowRight');
  await expect(positionOf(carousel)).toHaveText('Slide 3 of 5');
  await page.keyboard.press('Home');
  await expect(positionOf(carousel)).toHaveText('Slide 1 of 5');
  await expect(carousel.getByRole('link', { name: 'Hiking boots' })).toBeVisible();

  const popular = await scrollToBlock(page, section(page, 'Popular searches'));
  await expect(popular.getByRole('link')).toHaveCount(8);
  await expect(popular.getByRole('button', { name: 'Next slide' })).toBeVisible({ visible: !isMobile() });
  await expectAccessible(page, 'the home page with its layout blocks');

  await popular.getByRole('link', { name: 'Jackets', exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/search\?q=Jackets$/);
});

test('the account’s secondary nav (a disclosure on phones, a row of links on desktops), vertical list and button', async ({
  page,
}) => {
  await page.goto('/en-us/account');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('registered@example.com');
  await dialog.getByRole('textbox', { name: 'Password' }).fill(SEED_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(accountMenuButton(page)).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'My account' });
  const profile = nav.getByRole('link', { name: 'Profile' });
  if (isMobile()) {
    const toggle = nav.getByRole('button', { name: 'My account' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(profile).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(profile).toBeVisible();
    await expectAccessible(page, 'the account overview with the secondary nav open');
  } else {
    await expect(nav.getByRole('button', { name: 'My account' })).toBeHidden();
    await expect(nav.getByRole('heading', { name: 'My account' })).toBeVisible();
    await expect(profile).toBeVisible();
    await expectAccessible(page, 'the account overview with the secondary nav');
  }
  // The same page's vertical list and call-to-action button (sm on phones, md above).
  const services = section(page, 'Member services');
  await expect(services.getByRole('listitem')).toHaveCount(2);
  await expect(services.getByRole('link', { name: 'Find a store' })).toHaveAttribute(
    'href',
    '/en-us/store-locator',
  );
  const button = page.getByRole('link', { name: 'Shop new arrivals' });
  await expect(button).toBeVisible();
  expect((await button.boundingBox())?.height).toBe(isMobile() ? 32 : 44);

  await profile.click();
  await expect(page).toHaveURL(/\/en-us\/account\/profile$/);
});
