import type { Page } from '@playwright/test';
import {
  billTo,
  checkoutStep,
  choosePaymentMethod,
  confirmationPayments,
  expectReviewStep,
  HOME_ADDRESS,
  ORDER_NUMBER,
  payByCard,
  payWithMainSavedCard,
  pickUpInStore,
  placeOrder,
  remainingToPay,
  shipTo,
  startCheckout,
} from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { addProductToCart, amountOf, continueAfterSignIn, signIn } from '../support/shopper';

/**
 * The seeded shell jacket on sale (135.00, in stock in every store): under the 200.00 that adds a free tote,
 * a line the shopper cannot pick up, so its cart can be picked up whole.
 */
const SHELL_JACKET = {
  name: "Women's Ridge Shell Jacket",
  path: '/en-us/p/womens-ridge-shell-jacket-SPJK0002ABL',
} as const;

/** The documented gift card (scenarios/flows/payments.ts). */
const GIFT_CARD = { number: '6006491111111111', pin: '1111' } as const;

/** The first dollar amount in a text ("Gift card ending in 1111: balance $50.00" is 50). */
const amountAfterDollar = (text: string | null): number =>
  Number((/\$([\d,.]+)/.exec(text ?? '')?.[1] ?? '').replace(/,/g, ''));

/** Signs a seeded shopper in from the home page, then adds the jacket and opens checkout. */
async function signInAndCheckOut(page: Page, email: string): Promise<void> {
  await page.goto('/en-us');
  await signIn(page, email);
  await continueAfterSignIn(page);
  await startCheckout(page);
}

/** A signed-in shopper keeps the main saved address and goes on to payment. */
async function continueFromSavedAddress(page: Page): Promise<void> {
  await checkoutStep(page, 'Shipping').getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2. Payment' })).toBeFocused();
  await expect(
    checkoutStep(page, 'Payment').getByRole('checkbox', { name: 'Same as shipping address' }),
  ).toBeChecked();
}

test('pickup in store: no home address, a billing address and a card, the pickup shipment confirmed', async ({
  page,
}) => {
  await (await addProductToCart(page, { path: SHELL_JACKET.path }))
    .getByRole('link', { name: 'View cart' })
    .click();
  await pickUpInStore(page, SHELL_JACKET.name, '80202', 'Denver Flagship');
  await page.getByRole('link', { name: 'Checkout' }).click();

  // Nothing ships home: the shipping step asks for no address.
  const shipping = checkoutStep(page, 'Shipping');
  await expect(shipping.getByText('Pick up in store', { exact: true })).toBeVisible();
  await expect(shipping.getByText('at Denver Flagship', { exact: true })).toBeVisible();
  await expect(shipping.getByRole('region', { name: 'Shipping address' })).toBeHidden();
  await expect(shipping.getByRole('textbox', { name: 'Street address' })).toBeHidden();
  await shipping.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2. Payment' })).toBeFocused();
  await expect(shipping.getByText('Nothing ships to a home address.')).toBeVisible();

  // The billing address is asked for in its own form (no shipping address to copy).
  const payment = checkoutStep(page, 'Payment');
  await expect(payment.getByRole('checkbox', { name: 'Same as shipping address' })).toBeHidden();
  await billTo(page, HOME_ADDRESS);
  await payByCard(page);

  const review = await expectReviewStep(page);
  await expect(
    review.getByRole('region', { name: /^Pick up in store/ }).getByText(SHELL_JACKET.name),
  ).toBeVisible();
  expect(await placeOrder(page)).toMatch(ORDER_NUMBER);
  const pickup = page.getByRole('region', { name: /^Pick up in store · Store \w+/ });
  await expect(pickup.getByText(SHELL_JACKET.name)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Home delivery' })).toBeHidden();
  await expect(confirmationPayments(page).filter({ hasText: /^Card · VISA ending in 1111/ })).toBeVisible();
});

test('gift card plus card: the balance checked, the gift card applied, a card pays the rest', async ({
  page,
}) => {
  await startCheckout(page);
  await shipTo(page, HOME_ADDRESS);
  const total = amountOf(await remainingToPay(page).textContent());

  await choosePaymentMethod(page, 'Gift card');
  const giftCard = checkoutStep(page, 'Payment').getByRole('region', { name: 'Gift card' });
  await giftCard.getByRole('textbox', { name: 'Gift card number' }).fill(GIFT_CARD.number);
  await giftCard.getByRole('textbox', { name: 'PIN' }).fill(GIFT_CARD.pin);
  await giftCard.getByRole('button', { name: 'Check balance' }).click();
  const balance = giftCard.getByRole('status').filter({ hasText: /^Gift card ending in 1111: balance \$/ });
  await expect(balance).toBeVisible();
  const onCard = amountAfterDollar(await balance.textContent());
  expect(onCard).toBeGreaterThan(0);
  expect(onCard).toBeLessThan(total);
  await giftCard.getByRole('button', { name: 'Apply gift card' }).click();
  const applied = giftCard.getByRole('list', { name: 'Applied gift cards' });
  await expect(
    applied.getByRole('listitem').filter({ hasText: /^Gift card ending in 1111: \$/ }),
  ).toBeVisible();
  // The gift card pays its whole balance, the rest is left for the card.
  await expect
    .poll(async () => amountOf(await remainingToPay(page).textContent()))
    .toBeCloseTo(total - onCard, 2);

  await payByCard(page);
  await expectReviewStep(page);
  expect(await placeOrder(page)).toMatch(ORDER_NUMBER);
  const payments = confirmationPayments(page);
  await expect(payments).toHaveCount(2);
  await expect(payments.filter({ hasText: /^Gift card/ })).toBeVisible();
  await expect(payments.filter({ hasText: /^Card · VISA ending in 1111/ })).toBeVisible();
});

test.describe('signed-in shoppers, without express checkout', () => {
  // Their main saved card would otherwise pay everything on arrival.
  test.use({ flags: { expressCheckout: false } });

  test('loyalty points: a voucher and points pay part, the main card the rest', async ({ page }) => {
    await signInAndCheckOut(page, 'loyalty@example.com');
    await continueFromSavedAddress(page);
    const total = amountOf(await remainingToPay(page).textContent());

    await choosePaymentMethod(page, 'Loyalty points and vouchers');
    const loyalty = checkoutStep(page, 'Payment').getByRole('region', {
      name: 'Loyalty points and vouchers',
    });
    await expect(loyalty.getByText('You have 2,400 points.')).toBeVisible();
    await loyalty.getByRole('button', { name: 'Use 1000 points for $10' }).click();
    await expect(loyalty.getByText('Voucher applied: 1000 points for $10')).toBeVisible();
    await loyalty.getByRole('textbox', { name: 'Points to use' }).fill('500');
    await loyalty.getByRole('button', { name: 'Pay with points' }).click();
    const yours = checkoutStep(page, 'Payment').getByRole('region', { name: 'Your payments' });
    await expect(yours.getByRole('listitem').filter({ hasText: /^500 loyalty points: \$/ })).toBeVisible();
    await expect.poll(async () => amountOf(await remainingToPay(page).textContent())).toBeLessThan(total - 5);

    await payWithMainSavedCard(page);
    await expectReviewStep(page);
    expect(await placeOrder(page)).toMatch(ORDER_NUMBER);
    const payments = confirmationPayments(page);
    await expect(payments.filter({ hasText: /^Loyalty points/ })).toBeVisible();
    await expect(payments.filter({ hasText: /^Card · VISA ending in 1111/ })).toBeVisible();
  });

  test('athlete payment: the athlete credit pays the order', async ({ page }) => {
    await signInAndCheckOut(page, 'athlete@example.com');
    await continueFromSavedAddress(page);
    const total = amountOf(await remainingToPay(page).textContent());

    await choosePaymentMethod(page, 'Athlete credit');
    const athlete = checkoutStep(page, 'Payment').getByRole('region', { name: 'Athlete credit' });
    await athlete.getByRole('button', { name: 'Use athlete credit' }).click();

    // The credit (1,100.00) covers the order: on to the review step, which names what pays.
    await expectReviewStep(page);
    const paid = checkoutStep(page, 'Payment').getByRole('listitem');
    await expect(paid).toHaveText([`Athlete credit · $${total.toFixed(2)}`]);
    expect(await placeOrder(page)).toMatch(ORDER_NUMBER);
    const payments = confirmationPayments(page);
    await expect(payments).toHaveCount(1);
    await expect(payments.filter({ hasText: /^Athlete payment/ })).toBeVisible();
  });
});
