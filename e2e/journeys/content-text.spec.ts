import { expect, expectAccessible, test } from '../support/fixtures';
import { scrollToBlock } from '../support/reveal';
import { isMobile } from '../support/shopper';

/**
 * The text blocks the simulator's home page sends (simulator/db/seed/content-generic-pages.ts): a thin
 * banner, rich text, a spacer and the questions (an accordion), drawn in both languages at 1280 and 390.
 */
const TEXTS = {
  'en-us': {
    thin: 'Free returns within 60 days.',
    details: 'Details',
    story: 'Our story',
    storyText: 'Outfitting explorers since 1968.',
    questions: 'Frequently asked questions',
    first: ['Where is my order?', 'Track it from your account or with your order number and email.'],
    second: ['How do I return an item?', 'Print a free return label from your order history within 60 days.'],
  },
  'fr-ca': {
    thin: 'Retours gratuits sous 60 jours.',
    details: 'En savoir plus',
    story: 'Notre histoire',
    storyText: 'Nous équipons les explorateurs depuis 1968.',
    questions: 'Questions fréquentes',
    first: [
      'Où est ma commande ?',
      'Suivez-la depuis votre compte ou avec votre numéro de commande et votre e-mail.',
    ],
    second: [
      'Comment retourner un article ?',
      'Imprimez une étiquette de retour gratuite depuis votre historique de commandes, sous 60 jours.',
    ],
  },
} as const;

for (const [locale, t] of Object.entries(TEXTS)) {
  test(`${locale}: the home page shows its thin banner, rich text, spacer and questions`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);

    // Below the first screen: the blocks come as the shopper scrolls to them.
    const story = await scrollToBlock(page, page.getByRole('region', { name: t.story }));
    await expect(story.getByRole('heading', { level: 2, name: t.story })).toBeVisible();
    await expect(story.getByText(t.storyText)).toBeVisible();

    const thin = page.locator('section').filter({ has: page.getByText(t.thin, { exact: true }) });
    await expect(thin).toBeVisible();
    await expect(thin.getByRole('link', { name: t.details })).toHaveAttribute(
      'href',
      `/${locale}/help-returns`,
    );

    const questions = await scrollToBlock(page, page.getByRole('region', { name: t.questions }));
    await expect(questions.getByText(t.first[1])).toBeVisible();
    await expect(questions.getByText(t.second[1])).toBeHidden();
    await questions.getByText(t.second[0]).click();
    await expect(questions.getByText(t.second[1])).toBeVisible();
    // One open at a time: the first closed as the second opened.
    await expect(questions.getByText(t.first[1])).toBeHidden();

    // The spacer: empty, hidden from assistive tech, as tall as its size at this width (sm 1rem, lg 3rem).
    const spacer = page.locator('[data-sizes="sm md lg"]');
    await expect(spacer).toHaveAttribute('aria-hidden', 'true');
    const height = await spacer.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBe(isMobile() ? 16 : 48);

    await expectAccessible(page, `${locale} home page with its text blocks`);
  });
}

test("fr-ca: a rich text link the content wrote for en-ca goes to the shopper's locale, in the app", async ({
  page,
  harness,
}) => {
  await harness.control('/content-pages/summitpeak-ca/home', {
    components: [
      {
        type: 'richText',
        id: 'rt-link',
        title: 'Le journal',
        richText: '<p>Nos récits dans <a href="/en-ca/journal">le journal</a>.</p>',
      },
    ],
  });
  await page.goto('/fr-ca');
  const link = page.getByRole('region', { name: 'Le journal' }).getByRole('link', { name: 'le journal' });
  await expect(link).toHaveAttribute('href', '/fr-ca/journal');
  // A page load would lose this: client-side navigation keeps it.
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await link.click();
  await expect(page).toHaveURL(/\/fr-ca\/journal$/);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('the End key jumps to the end of the home page, and the blocks on the way come all the same', async ({
  page,
}) => {
  await page.goto('/en-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Each jump lands past the end of what is drawn; the blocks come, and the next jump goes further.
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(page.getByRole('heading', { name: 'TrailFest weekend', level: 2 })).toBeAttached({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'From the journal' })).toBeAttached();
});
