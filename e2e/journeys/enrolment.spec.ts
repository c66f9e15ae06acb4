import { expect, expectAccessible, test } from '../support/fixtures';
import { accountMenuButton, SEED_PASSWORD, signIn } from '../support/shopper';

/** The enrolment steps (spec 000 sections 2 and 4): the loyalty page's join, the complete-profile dialogs. */
test('a signed-in shopper without a phone joins, then completes mobile, profile, interests and success', async ({
  page,
}) => {
  await page.goto('/en-us/loyalty/join');
  await expect(page.getByRole('heading', { level: 1, name: 'Join the loyalty programme' })).toBeVisible();
  await signIn(page, 'partial@example.com');
  await page.getByRole('main').getByRole('button', { name: 'Join now' }).click();

  const loyalty = page.getByRole('dialog', { name: 'Join the loyalty programme' });
  await expect(loyalty.getByRole('textbox', { name: 'First name' })).toHaveValue('Ivy');
  await expectAccessible(page, 'the loyalty sign-up');
  await loyalty.getByRole('checkbox', { name: 'I accept the loyalty programme terms' }).check();
  await loyalty.getByRole('button', { name: 'Join now' }).click();

  const mobile = page.getByRole('dialog', { name: 'Your mobile number' });
  await expect(mobile).toBeVisible();
  await expectAccessible(page, 'the mobile step');
  const phone = mobile.getByRole('textbox', { name: 'Mobile phone' });
  await phone.pressSequentially('2065550177');
  await expect(phone).toHaveValue('(206) 555 - 0177');
  await mobile.getByRole('button', { name: 'Save and continue' }).click();

  const profile = page.getByRole('dialog', { name: 'About you' });
  await expect(profile).toBeVisible();
  await expect(profile.getByRole('textbox', { name: 'First name' })).toHaveValue('Ivy');
  await expectAccessible(page, 'the profile step');
  await profile.getByRole('button', { name: 'Save and continue' }).click();

  const interests = page.getByRole('dialog', { name: 'Your interests' });
  await expect(interests).toBeVisible();
  await expectAccessible(page, 'the interests step');
  await interests.getByRole('checkbox', { name: 'Hiking' }).check();
  await interests.getByRole('button', { name: 'Save and continue' }).click();

  const success = page.getByRole('dialog', { name: 'You are all set' });
  await expect(success).toBeVisible();
  await expectAccessible(page, 'the success step');
  await success.getByRole('button', { name: 'Start shopping' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a guest looks up an existing email, signs in prefilled, and is welcomed into the programme', async ({
  page,
}) => {
  await page.goto('/en-us/loyalty/join');
  await page.getByRole('main').getByRole('button', { name: 'Join now' }).click();
  const lookup = page.getByRole('dialog', { name: 'Join our loyalty programme' });
  await expect(lookup).toBeVisible();
  await expectAccessible(page, 'the lookup step');
  await lookup.getByRole('textbox', { name: 'Email' }).fill('registered@example.com');
  await lookup.getByRole('button', { name: 'Continue' }).click();

  const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signInDialog.getByRole('textbox', { name: 'Email' })).toHaveValue('registered@example.com');
  await signInDialog.getByRole('textbox', { name: 'Password' }).fill(SEED_PASSWORD);
  await signInDialog.getByRole('button', { name: 'Sign in' }).click();

  // The sign-in confirmation says whose account it is (no sign-in toast on top), then the enrolment goes on.
  const confirmation = page.getByRole('dialog', { name: 'You are signed in' });
  await expect(confirmation.getByText('This is the account of registered@example.com.')).toBeVisible();
  await expectAccessible(page, 'the sign-in confirmation');
  await expect(page.getByRole('status').getByText('You are signed in')).toHaveCount(0);
  await confirmation.getByRole('button', { name: 'Continue' }).click();

  const welcome = page.getByRole('dialog', { name: 'Welcome to the loyalty programme' });
  await expect(welcome).toBeVisible();
  await expectAccessible(page, 'the welcome step');
  await welcome.getByRole('checkbox', { name: 'I accept the loyalty programme terms' }).check();
  await welcome.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByRole('dialog', { name: 'About you' })).toBeVisible();
});

test.describe('the simplified-enrolment variant of the sign-in dialog', () => {
  test.use({ flags: { simplifiedEnrolment: true } });

  test('asks for the email first, then signs the shopper in with it prefilled', async ({ page }) => {
    // A guest at the account is asked to sign in: the dialog opens by itself, here in its simplified variant.
    await page.goto('/en-us/account');
    const variant = page.getByRole('dialog', { name: 'Sign in or create an account' });
    await expect(variant).toBeVisible();
    await expectAccessible(page, 'the simplified-enrolment dialog');
    await variant.getByRole('textbox', { name: 'Email' }).fill('registered@example.com');
    await variant.getByRole('button', { name: 'Continue' }).click();

    const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signInDialog.getByRole('textbox', { name: 'Email' })).toHaveValue('registered@example.com');
    await signInDialog.getByRole('textbox', { name: 'Password' }).fill(SEED_PASSWORD);
    await signInDialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(accountMenuButton(page)).toBeVisible();
  });
});
