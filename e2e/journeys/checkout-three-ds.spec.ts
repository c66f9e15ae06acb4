import {
  CARDS,
  checkoutStep,
  checkoutToSummary,
  errorToasts,
  expectConfirmation,
  expectStep,
  payByCard,
  pressPlaceOrder,
  threeDsDialog,
} from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { cartLink, JACKET } from '../support/shopper';

/**
 * 3-D Secure (issue 12, "Verified"): the challenge card 4000 0000 0000 3220 leaves the order waiting for
 * the bank; the three-ds dialog shows the simulator's stand-in bank page. Approved: the confirmation.
 * Failed: back to payment with the authentication error, in a new cart with the same items and address.
 */
test.describe('3-D Secure', () => {
  test('the bank approves the challenge: the order is confirmed', async ({ page }) => {
    await checkoutToSummary(page, CARDS.challenge);
    await pressPlaceOrder(page);

    const dialog = threeDsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Bank verification' })).toBeVisible();
    // The dialog's first control takes the focus.
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Approve' }).click();

    await expect(dialog).toBeHidden();
    await expectConfirmation(page);
    await expect(page.getByRole('region', { name: 'Payment' }).getByText(/ending in 3220/)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, empty');
  });

  test('the challenge fails: back on payment with the error, a new cart with the same items', async ({
    page,
  }) => {
    await checkoutToSummary(page, CARDS.challenge);
    await pressPlaceOrder(page);
    const dialog = threeDsDialog(page);
    await dialog.getByRole('button', { name: 'Fail' }).click();
    await expect(dialog).toBeHidden();

    // The authentication error stays until dismissed; the shopper is on payment again.
    const toast = errorToasts(page).filter({ hasText: 'Payment authentication failed' });
    await expect(toast).toContainText(
      'Payment authentication failed. Please try again or use a different payment method.',
    );
    await expectStep(page, 'Payment');
    await expect(page).toHaveURL(/\/en-us\/checkout$/);
    // The new cart has the jacket and the shipping address; the billing address follows it again.
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(checkoutStep(page, 'Shipping').getByText(/500 Pine Street/)).toBeVisible();
    await expect(
      checkoutStep(page, 'Payment').getByRole('checkbox', { name: 'Same as shipping address' }),
    ).toBeChecked();

    // Another card places the order of the new cart.
    await payByCard(page, CARDS.authorises);
    await expectStep(page, 'Review and place order');
    await expect(
      checkoutStep(page, 'Review and place order').getByRole('listitem').filter({ hasText: JACKET }),
    ).toBeVisible();
    await pressPlaceOrder(page);
    await expectConfirmation(page);
    await expect(page.getByRole('region', { name: 'Payment' }).getByText(/ending in 1111/)).toBeVisible();
  });
});
