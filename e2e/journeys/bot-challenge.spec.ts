import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { accountMenuButton, SEED_PASSWORD } from '../support/shopper';

/**
 * Bot defence (spec 000 section 8, issue 27): the next bot check fails (`POST /__harness/bot-check`), so the
 * sign-in answers 403 with the bot-defence appId; the storefront presents the provider's challenge (offline,
 * the simulator's stand-in) over the sign-in dialog and, once it is solved, signs in once more.
 */

const AUT403 = 'We could not verify you are human. Please try again.';

/** The sign-in form's words in the page's language. */
const EN = { open: 'Sign in', title: 'Sign in', email: 'Email', password: 'Password', submit: 'Sign in' };
const FR = {
  open: 'Se connecter',
  title: 'Connexion',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
};

/** Opens the header's sign-in and submits registered@example.com; answers the sign-in dialog. */
async function submitSignIn(page: Page, words = EN): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: words.open }).click();
  const dialog = page.getByRole('dialog', { name: words.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: words.email }).fill('registered@example.com');
  await dialog.getByRole('textbox', { name: words.password }).fill(SEED_PASSWORD);
  await dialog.getByRole('button', { name: words.submit }).click();
  return dialog;
}

test('the challenge is solved and the sign-in goes through', async ({ page, harness }, testInfo) => {
  await harness.control('/bot-check', { failNext: 1 });
  await page.goto('/en-us');
  const signIn = await submitSignIn(page);

  const challenge = page.getByRole('dialog', { name: 'Confirm you are not a robot' });
  await expect(challenge).toBeVisible();
  const box = challenge.getByRole('checkbox', { name: 'I am not a robot' });
  await expect(box).toBeFocused();
  await expectAccessible(page, 'the bot-defence challenge');
  await page.screenshot({ path: testInfo.outputPath('bot-challenge.png') });
  await testInfo.attach('bot-challenge', { path: testInfo.outputPath('bot-challenge.png') });

  // Verify before ticking the box says so and sends nothing.
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await expect(challenge.getByRole('alert')).toHaveText('Tick the box first.');

  await box.check();
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await expect(challenge).toBeHidden();
  await expect(signIn).toBeHidden();
  await expect(accountMenuButton(page)).toBeVisible();
  expect(await harness.control('/bot-check', undefined, 'GET')).toMatchObject({
    failNext: 0,
    challenged: false,
  });
});

test('a second refusal after the challenge shows the message on the sign-in form', async ({
  page,
  harness,
}) => {
  await harness.control('/bot-check', { failNext: 2 });
  await page.goto('/en-us');
  const signIn = await submitSignIn(page);
  const challenge = page.getByRole('dialog', { name: 'Confirm you are not a robot' });
  await challenge.getByRole('checkbox', { name: 'I am not a robot' }).check();
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await expect(challenge).toBeHidden();
  await expect(signIn.getByRole('alert')).toContainText(AUT403);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('cancelling the challenge shows the message, in French on fr-ca', async ({
  page,
  harness,
}, testInfo) => {
  await harness.control('/bot-check', { failNext: 1 });
  await page.goto('/fr-ca');
  const signIn = await submitSignIn(page, FR);
  const challenge = page.getByRole('dialog', { name: 'Confirmez que vous n’êtes pas un robot' });
  await expect(challenge.getByRole('checkbox', { name: 'Je ne suis pas un robot' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bot-challenge-fr.png') });
  await challenge.getByRole('button', { name: 'Annuler' }).click();
  await expect(challenge).toBeHidden();
  await expect(signIn.getByRole('alert')).toContainText(
    "Nous n'avons pas pu vérifier que vous êtes humain. Veuillez réessayer.",
  );
});
