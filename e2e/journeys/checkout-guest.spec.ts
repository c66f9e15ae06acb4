import {
  CARDS,
  checkoutStep,
  checkoutToSummary,
  expectConfirmation,
  expectStep,
  HOME_ADDRESS,
  placeOrderButton,
  pressPlaceOrder,
  tabTo,
  typeInto,
} from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { addProductToCart, cartLink, JACKET } from '../support/shopper';

/**
 * A guest's checkout with a new card (issue 12, "Verified"): from the cart to the order confirmation with
 * its order number, once with the mouse and once by keyboard alone.
 */
test.describe('guest checkout', () => {
  test('a guest pays with a new card and ends on the confirmation with the order number', async ({
    page,
  }) => {
    await checkoutToSummary(page, CARDS.authorises);
    const summary = checkoutStep(page, 'Review and place order');
    await expect(summary.getByRole('listitem').filter({ hasText: JACKET })).toBeVisible();
    await expect(summary.getByText('Remaining to pay')).toBeVisible();

    await pressPlaceOrder(page);
    await expectConfirmation(page);
    await expect(page.getByText(`We sent a confirmation to ${HOME_ADDRESS.email}.`)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Payment' }).getByText('Card · VISA ending in 1111'),
    ).toBeVisible();
    // The order's cart is gone: the header's cart is empty.
    await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
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
    await typeInto(page, payment.getByRole('textbox', { name: 'Expiry date' }), '12/30');
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
