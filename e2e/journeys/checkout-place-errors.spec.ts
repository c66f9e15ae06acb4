import {
  checkoutStep,
  checkoutToSummary,
  currentStep,
  errorToasts,
  expectStep,
  placeOrderButton,
  pressPlaceOrder,
  statusToasts,
} from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { cartLink } from '../support/shopper';

/**
 * One place-order error per handling route of spec 000 section 8 (storefront/src/features/checkout/order/
 * place-order-outcome.ts), each made by the harness answering the next placeOrder with that catalogue
 * error: what the shopper sees, and that the order was not placed (still on checkout, the cart kept).
 */
test.describe('place-order errors', () => {
  /** Nothing was ordered: the checkout is still open on the summary, the cart still holds the jacket. */
  async function expectNotPlaced(page: import('@playwright/test').Page): Promise<void> {
    await expect(page).toHaveURL(/\/en-us\/checkout$/);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  }

  test('PAYMENT_ERROR: a top notification on the summary, no toast', async ({ page, harness }) => {
    await checkoutToSummary(page);
    await harness.fault('placeOrder', 'PAYMENT_ERROR');
    await pressPlaceOrder(page);

    const notification = checkoutStep(page, 'Review and place order').getByRole('alert');
    await expect(notification).toContainText('Your order was not placed');
    await expect(notification).toContainText(
      'Your payment could not be processed. Please try another payment method.',
    );
    await expect(errorToasts(page)).toHaveCount(0);
    await expectNotPlaced(page);
    // The shopper can dismiss it and place again.
    await notification.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notification).toBeHidden();
    await expect(placeOrderButton(page)).toBeEnabled();
  });

  test('PYT400 (not a top-notification id): an error toast that does not close by itself', async ({
    page,
    harness,
  }) => {
    // The page's clock runs as usual; the test moves it on past the toasts' delay.
    await page.clock.install();
    await checkoutToSummary(page);
    await harness.fault('placeOrder', 'PYT400');
    await pressPlaceOrder(page);

    const toast = errorToasts(page).filter({ hasText: 'Your order was not placed' });
    await expect(toast).toContainText(
      'The payment does not cover the order total. Please add another payment method.',
    );
    await expect(checkoutStep(page, 'Review and place order').getByRole('alert')).toHaveCount(0);
    // A minute later it is still there, until the shopper dismisses it.
    await page.clock.fastForward('01:00');
    await expect(toast).toBeVisible();
    await expectNotPlaced(page);
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toBeHidden();
  });

  test('InvalidShippingAddress: back to the shipping step with its message', async ({ page, harness }) => {
    await checkoutToSummary(page);
    await harness.fault('placeOrder', 'InvalidShippingAddress');
    await pressPlaceOrder(page);

    await expectStep(page, 'Shipping');
    const toast = statusToasts(page).filter({ hasText: 'Please check your shipping details' });
    await expect(toast).toContainText(
      'Your shipping address is not valid for this order. Please review your shipping details.',
    );
    // The address form is open again with the address to correct.
    await expect(checkoutStep(page, 'Shipping').getByRole('textbox', { name: 'Street address' })).toHaveValue(
      '500 Pine Street',
    );
    await expectNotPlaced(page);
  });

  test('ITEM_NO_LONGER_AVAILABLE: the cart is refreshed and its messages shown', async ({
    page,
    harness,
  }) => {
    await checkoutToSummary(page);
    await harness.fault('placeOrder', 'ITEM_NO_LONGER_AVAILABLE');
    await pressPlaceOrder(page);

    const notice = checkoutStep(page, 'Review and place order')
      .getByRole('status')
      .filter({ hasText: 'Your cart has changed' });
    await expect(notice.getByRole('listitem')).toHaveText([
      'Some items are no longer available. We updated your cart.',
    ]);
    // Still the summary, refreshed; the notice (not the step heading) has the focus.
    await expect(currentStep(page)).toHaveText('3. Review and place order');
    await expect(errorToasts(page)).toHaveCount(0);
    await expectNotPlaced(page);
  });
});
