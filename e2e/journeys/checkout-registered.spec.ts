import {
  checkoutStep,
  confirmationPayments,
  expectReviewStep,
  ORDER_NUMBER,
  payWithMainSavedCard,
  placeOrder,
  startCheckout,
} from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { continueAfterSignIn, JACKET, signIn } from '../support/shopper';

const REGISTERED = 'registered@example.com';
/** registered@example.com's main saved address and main card (simulator/db/seed/consumer-seed-documented.ts). */
const MAIN_ADDRESS = /Ana Lima\s+1201 3rd Ave\s+Seattle WA 98101, US/;
const MAIN_CARD = /^VISA ending in 1111 · \$[\d,.]+$/;

/** Signs registered@example.com in from the home page, then adds the jacket and opens checkout. */
async function signInAndCheckOut(page: import('@playwright/test').Page): Promise<void> {
  await page.goto('/en-us');
  await signIn(page, REGISTERED);
  await continueAfterSignIn(page);
  await startCheckout(page);
}

test('a registered shopper lands on the review step by express checkout and places the order', async ({
  page,
}) => {
  await signInAndCheckOut(page);

  // Express checkout: shipping and payment done with the main saved address and the main card.
  const review = await expectReviewStep(page);
  await expect(review.getByRole('heading', { level: 2, name: '3. Review and place order' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Checkout steps' });
  await expect(steps.getByText('1. Shipping (completed)')).toBeVisible();
  await expect(steps.getByText('2. Payment (completed)')).toBeVisible();
  await expect(checkoutStep(page, 'Shipping').getByText(MAIN_ADDRESS)).toBeVisible();
  await expect(
    checkoutStep(page, 'Payment').getByRole('listitem').filter({ hasText: MAIN_CARD }),
  ).toBeVisible();
  await expect(review.getByRole('region', { name: 'Home delivery' }).getByText(JACKET)).toBeVisible();

  const orderNumber = await placeOrder(page);
  expect(orderNumber).toMatch(ORDER_NUMBER);
  await expect(confirmationPayments(page).filter({ hasText: 'VISA ending in 1111' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Home delivery' }).getByText(JACKET)).toBeVisible();
});

test.describe('without express checkout', () => {
  test.use({ flags: { expressCheckout: false } });

  test('a registered shopper starts from the main saved address and pays with the main card', async ({
    page,
  }) => {
    await signInAndCheckOut(page);

    const shipping = checkoutStep(page, 'Shipping');
    await expect(shipping.getByRole('combobox', { name: 'Saved addresses' })).toBeVisible();
    await expect(shipping.getByRole('textbox', { name: 'City' })).toHaveValue('Seattle');
    const state = shipping.getByRole('combobox', { name: 'State' });
    await expect(state).toHaveValue('WA');
    await expect(state.getByRole('option', { name: 'Washington', selected: true })).toBeAttached();
    await expect(shipping.getByRole('textbox', { name: 'Street address' })).toHaveValue('1201 3rd Ave');

    await shipping.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '2. Payment' })).toBeFocused();
    await expect(
      checkoutStep(page, 'Payment').getByRole('checkbox', { name: 'Same as shipping address' }),
    ).toBeChecked();
    await payWithMainSavedCard(page);

    await expectReviewStep(page);
    await expect(checkoutStep(page, 'Payment').getByText(MAIN_CARD)).toBeVisible();
    const orderNumber = await placeOrder(page);
    expect(orderNumber).toMatch(ORDER_NUMBER);
    await expect(confirmationPayments(page).filter({ hasText: 'VISA ending in 1111' })).toBeVisible();
  });
});
