import {
  CARDS,
  checkoutOrderSummary,
  checkoutStep,
  expectConfirmation,
  expectStep,
  HOME_ADDRESS,
  payByCard,
  placeOrderButton,
  pressPlaceOrder,
  startCheckout,
  summaryAmount,
  tabTo,
  typeInto,
} from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { addProductToCart, amountOf, cartLink, JACKET } from '../support/shopper';

/**
 * A guest's checkout with a new card (issue 12, "Verified"): from the cart to the order confirmation with
 * its order number, once with the mouse and once by keyboard alone.
 */
test.describe('guest checkout', () => {
  test('a guest pays with a new card and ends on the confirmation with the order number', async ({
    page,
  }) => {
    // Shipping: the running order summary beside the step (a disclosure on a phone) adds up the cart.
    await startCheckout(page);
    const summary = await checkoutOrderSummary(page);
    await expect(summary.getByText(JACKET)).toBeVisible();
    await expect(summaryAmount(summary, 'Items (1)')).toHaveText('$229.00');
    await expect(summaryAmount(summary, 'Shipping')).toContainText('Free');
    const total = summaryAmount(summary, 'Total');
    await expect(total).toHaveText(/^\$\d+\.\d\d$/);

    // A guest's email is required: the confirmation goes there and it tracks the order.
    const shipping = checkoutStep(page, 'Shipping');
    await shipping.getByRole('textbox', { name: 'First name' }).fill(HOME_ADDRESS.firstName);
    await shipping.getByRole('textbox', { name: 'Last name' }).fill(HOME_ADDRESS.lastName);
    await shipping.getByRole('textbox', { name: 'Street address' }).fill(HOME_ADDRESS.street);
    await shipping.getByRole('textbox', { name: 'City' }).fill(HOME_ADDRESS.city);
    await shipping.getByRole('combobox', { name: 'State' }).selectOption({ label: HOME_ADDRESS.state });
    await shipping.getByRole('textbox', { name: 'ZIP code' }).fill(HOME_ADDRESS.zip);
    await shipping.getByRole('textbox', { name: 'Phone' }).fill(HOME_ADDRESS.phone);
    await shipping.getByRole('button', { name: 'Continue to payment' }).click();
    const email = shipping.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(/This field is required/);
    await email.fill(HOME_ADDRESS.email);
    await shipping.getByRole('button', { name: 'Continue to payment' }).click();
    await expectStep(page, 'Payment');

    // Payment: the summary is still there, and the step's "Remaining to pay" is its total, tax included.
    await expect(summaryAmount(summary, 'Tax')).toHaveText(/^\$\d+\.\d\d$/);
    const remaining = checkoutStep(page, 'Payment')
      .getByRole('paragraph')
      .filter({ hasText: /^Remaining to pay/ });
    const totalText = (await total.textContent()) ?? 'no total';
    await expect(remaining).toContainText(totalText);
    await payByCard(page, CARDS.authorises);
    await expectStep(page, 'Review and place order');

    // Review: the step is the order summary itself (lines, totals, paid in full), at full width.
    const review = checkoutStep(page, 'Review and place order');
    await expect(review.getByRole('listitem').filter({ hasText: JACKET })).toBeVisible();
    const reviewTotals = review.getByRole('region', { name: 'Order total' });
    await expect(summaryAmount(reviewTotals, 'Total')).toHaveText(totalText);
    await expect(summaryAmount(reviewTotals, 'Remaining to pay')).toHaveText('$0.00');
    await expect(page.getByRole('region', { name: 'Order summary' })).toHaveCount(0);
    const paid = amountOf(totalText);

    await pressPlaceOrder(page);
    await expectConfirmation(page);
    await expect(page.getByText(`We sent a confirmation to ${HOME_ADDRESS.email}.`)).toBeVisible();
    // Where it goes and when: the shipping address and the estimated delivery dates.
    const shipTo = page.getByRole('region', { name: 'Shipping address' });
    await expect(shipTo).toContainText(HOME_ADDRESS.street);
    await expect(shipTo).toContainText(`${HOME_ADDRESS.city} WA ${HOME_ADDRESS.zip}`);
    await expect(shipTo.getByRole('listitem')).toHaveText(
      /^Home delivery\s*[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}/,
    );
    // A guest is offered an account with the order's email.
    await expect(
      page.getByRole('region', { name: 'Save your details for next time' }).getByRole('button', {
        name: 'Create an account',
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Payment' }).getByText('Card · VISA ending in 1111'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText(`$${paid.toFixed(2)}`);
    // The order's cart is gone: the header's cart is empty, and the confirmation stays.
    await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
    await expect(page).toHaveURL(/\/en-us\/order-confirmation$/);
  });

  test('the same checkout by keyboard alone', async ({ page }) => {
    // The product goes in the cart with the mouse; from the mini cart on, only the keyboard.
    const miniCart = await addProductToCart(page);
    await tabTo(page, miniCart.getByRole('link', { name: 'View cart' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /^Your cart/ })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Checkout' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    // Shipping: the fields in order (Tab, and Shift+Tab to go back), the state typed into the closed select.
    const shipping = checkoutStep(page, 'Shipping');
    const firstName = shipping.getByRole('textbox', { name: 'First name' });
    await typeInto(page, firstName, `${HOME_ADDRESS.firstName}a`);
    await typeInto(page, shipping.getByRole('textbox', { name: 'Last name' }), HOME_ADDRESS.lastName);
    // A typo in the first name: Shift+Tab back (the field's text is selected) and type it again.
    await page.keyboard.press('Shift+Tab');
    await expect(firstName).toBeFocused();
    await page.keyboard.type(HOME_ADDRESS.firstName);
    await expect(firstName).toHaveValue(HOME_ADDRESS.firstName);
    await typeInto(page, shipping.getByRole('textbox', { name: 'Street address' }), HOME_ADDRESS.street);
    await typeInto(page, shipping.getByRole('textbox', { name: 'City' }), HOME_ADDRESS.city);
    const state = shipping.getByRole('combobox', { name: 'State' });
    await tabTo(page, state);
    await page.keyboard.type(HOME_ADDRESS.state);
    await expect(state).toHaveValue('WA');
    await typeInto(page, shipping.getByRole('textbox', { name: 'ZIP code' }), HOME_ADDRESS.zip);
    await typeInto(page, shipping.getByRole('textbox', { name: 'Phone' }), HOME_ADDRESS.phone);
    await typeInto(page, shipping.getByRole('textbox', { name: 'Email' }), HOME_ADDRESS.email);
    await tabTo(page, shipping.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');
    await expectStep(page, 'Payment');

    // Payment: the method radios by arrow keys (a look at gift card, back to card), the card by typing.
    const payment = checkoutStep(page, 'Payment');
    const card = payment.getByRole('radio', { name: 'Credit or debit card' });
    await tabTo(page, card);
    await expect(card).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(payment.getByRole('radio', { name: 'Gift card' })).toBeChecked();
    await expect(payment.getByRole('textbox', { name: 'Gift card number' })).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(card).toBeChecked();
    await typeInto(page, payment.getByRole('textbox', { name: 'Card number' }), CARDS.authorises);
    // The expiry formats as it is typed: 1230 reads 12/30.
    const expiry = payment.getByRole('textbox', { name: 'Expiry date' });
    await typeInto(page, expiry, '1230');
    await expect(expiry).toHaveValue('12/30');
    await typeInto(page, payment.getByRole('textbox', { name: 'Security code' }), '123');
    await typeInto(page, payment.getByRole('textbox', { name: 'Name on card' }), 'Ada Lovelace');
    await tabTo(page, payment.getByRole('button', { name: 'Use this card' }));
    await page.keyboard.press('Space');
    await expectStep(page, 'Review and place order');

    // Summary: on to "Place order" and Enter.
    await tabTo(page, placeOrderButton(page));
    await page.keyboard.press('Enter');
    await expectConfirmation(page);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
  });
});
