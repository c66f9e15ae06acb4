import type { Page } from '@playwright/test';
import { checkoutStep, startCheckout } from '../support/checkout';
import { expect, expectAccessible, test } from '../support/fixtures';
import { continueAfterSignIn, signIn } from '../support/shopper';

/** Signs registered@example.com in (seeded with two shipping addresses and three cards), then opens `path`. */
async function openAccountPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto('/en-us');
  await signIn(page, 'registered@example.com');
  await continueAfterSignIn(page);
  await page.goto(`/en-us/account/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('without express checkout', () => {
  // The shipping step then shows the address it starts from (express checkout would jump past it).
  test.use({ flags: { expressCheckout: false } });

  test('a shopper adds an address, makes it main, and the checkout starts from it', async ({ page }) => {
    await openAccountPage(page, 'addresses', 'Your addresses');
    await expectAccessible(page, 'the address book');

    await page.getByRole('button', { name: 'Add an address' }).click();
    const form = page.getByRole('region', { name: 'New address' });
    await expect(form.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('US');
    // Checked before typing scrolls the page (the sticky header then covers the menu, which axe counts).
    await expectAccessible(page, 'the new address form');
    await form.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Lima');
    await form.getByRole('textbox', { name: 'Street address' }).fill('77 Lake Way');
    await form.getByRole('textbox', { name: 'City' }).fill('Seattle');
    await form.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Washington' });
    await form.getByRole('textbox', { name: 'ZIP code' }).fill('98101');
    await form.getByRole('textbox', { name: 'Phone' }).fill('2065550199');
    await form.getByRole('button', { name: 'Save the address' }).click();

    const shipping = page.getByRole('region', { name: 'Shipping addresses' });
    const added = shipping.getByRole('listitem').filter({ hasText: '77 Lake Way' });
    await expect(added).toBeVisible();
    await expect(added.getByText('Main address')).toHaveCount(0);
    await added.getByRole('button', { name: 'Make main' }).click();
    await expect(added.getByText('Main address')).toBeVisible();
    await expect(
      shipping.getByRole('listitem').filter({ hasText: '1201 3rd Ave' }).getByText('Main address'),
    ).toHaveCount(0);

    await startCheckout(page);
    const step = checkoutStep(page, 'Shipping');
    await expect(step.getByRole('textbox', { name: 'Street address' })).toHaveValue('77 Lake Way');
    await expect(step.getByRole('combobox', { name: 'State' })).toHaveValue('WA');
  });
});

test('a shopper deletes a saved card', async ({ page }) => {
  await openAccountPage(page, 'payment-methods', 'Payment methods');
  const cards = page.getByRole('region', { name: 'Saved cards' });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page, 'the payment methods');

  const card = cards.getByRole('listitem').filter({ hasText: 'ending in 3220' });
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('status').getByText('Card deleted')).toBeVisible();

  await page.getByRole('button', { name: 'Add a card' }).click();
  await expect(page.getByRole('form', { name: 'New card' })).toBeVisible();
  await expectAccessible(page, 'the new card form');
});
