import { expect, type Locator, type Page } from '@playwright/test';
import { addProductToCart, cartLine, isMobile } from './shopper';

/**
 * Checkout steps a shopper takes in more than one journey, with role and label locators only (English
 * catalogue texts: storefront/src/i18n/catalogues/en/{checkout,payment,order}.ts).
 */

/** A home address in the seeded US site's rules (Seattle, WA). */
export const HOME_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '500 Pine Street',
  city: 'Seattle',
  state: 'Washington',
  zip: '98101',
  phone: '2065550100',
  email: 'ada@example.com',
} as const;

/** The sandbox test cards (ARCHITECTURE.md). */
export const CARDS = {
  authorises: '4111 1111 1111 1111',
  challenge: '4000 0000 0000 3220',
  declined: '4000 0000 0000 0002',
  fraud: '4000 0000 0000 0119',
} as const;

/** A checkout step's section, found by its heading ("1. Shipping", "2. Payment", "3. Review and place order"). */
export const checkoutStep = (page: Page, name: 'Shipping' | 'Payment' | 'Review and place order'): Locator =>
  page.getByRole('region', { name: new RegExp(`^\\d\\. ${name}`) });

/** Adds the seeded jacket (or the product at `productUrl`) and opens checkout from the cart page. */
export async function startCheckout(page: Page, productUrl?: string): Promise<void> {
  const miniCart = await addProductToCart(page, productUrl ? { path: productUrl } : {});
  await miniCart.getByRole('link', { name: 'View cart' }).click();
  // The mini cart has a Checkout link too: wait for it to close, then use the cart page's own.
  await expect(miniCart).toBeHidden();
  await page.getByRole('region', { name: 'Order summary' }).getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** Fills the shipping form with an address and submits it; waits for the payment step. */
export async function shipTo(page: Page, address = HOME_ADDRESS): Promise<void> {
  const step = checkoutStep(page, 'Shipping');
  await step.getByRole('textbox', { name: 'First name' }).fill(address.firstName);
  await step.getByRole('textbox', { name: 'Last name' }).fill(address.lastName);
  await step.getByRole('textbox', { name: 'Street address' }).fill(address.street);
  await step.getByRole('textbox', { name: 'City' }).fill(address.city);
  await step.getByRole('combobox', { name: 'State' }).selectOption({ label: address.state });
  await step.getByRole('textbox', { name: 'ZIP code' }).fill(address.zip);
  await step.getByRole('textbox', { name: 'Phone' }).fill(address.phone);
  await step.getByRole('textbox', { name: 'Email' }).fill(address.email);
  await step.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^2\. Payment/ })).toBeFocused();
}

/** Pays the rest with a new card (the billing address stays the shipping address). */
export async function payByCard(page: Page, number: string = CARDS.authorises): Promise<void> {
  const step = checkoutStep(page, 'Payment');
  await step.getByRole('radio', { name: 'Credit or debit card' }).check();
  await step.getByRole('textbox', { name: 'Card number' }).fill(number);
  await step.getByRole('textbox', { name: 'Expiry date' }).fill('12/30');
  await step.getByRole('textbox', { name: 'Security code' }).fill('123');
  await step.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
  await step.getByRole('button', { name: 'Use this card' }).click();
}

// Signed-in shoppers, other payment methods, placing the order (e2e-b) ---------------------------------

/** An order number as the simulator gives them (EC-00000001). */
export const ORDER_NUMBER = /^EC-\d{8}$/;

/** Chooses a payment method in the payment step's radio group ("Gift card", "Athlete credit"...). */
export async function choosePaymentMethod(page: Page, name: string): Promise<void> {
  const method = checkoutStep(page, 'Payment').getByRole('radio', { name, exact: true });
  await method.check();
  await expect(method).toBeChecked();
}

/** Pays the rest with the preselected main saved card of a signed-in shopper. */
export async function payWithMainSavedCard(page: Page): Promise<void> {
  const step = checkoutStep(page, 'Payment');
  await step.getByRole('radio', { name: 'Credit or debit card' }).check();
  await expect(step.getByRole('radio', { name: /\(main card\)$/ })).toBeChecked();
  await step.getByRole('button', { name: 'Pay with this card' }).click();
}

/** The review step once it is the current one, its "Place order" button ready. */
export async function expectReviewStep(page: Page): Promise<Locator> {
  const step = checkoutStep(page, 'Review and place order');
  await expect(step.getByRole('button', { name: 'Place order' })).toBeEnabled();
  return step;
}

/**
 * Places the order from the review step and waits for the confirmation page; answers the order number
 * it shows.
 */
export async function placeOrder(page: Page): Promise<string> {
  await (await expectReviewStep(page)).getByRole('button', { name: 'Place order' }).click();
  return expectConfirmation(page);
}

/** The confirmation page's list of payments (one line per method, with its amount). */
export const confirmationPayments = (page: Page): Locator =>
  page.getByRole('region', { name: 'Payment' }).getByRole('listitem');

/**
 * On the cart page: switches a line to pickup in the store found near a postal code (the delivery dialog,
 * then the store picker), and waits until the line names the store.
 */
export async function pickUpInStore(
  page: Page,
  product: string,
  postalCode: string,
  store: string,
): Promise<void> {
  const line = cartLine(page, product);
  await line.getByRole('button', { name: `Change delivery of ${product}` }).click();
  const methods = page.getByRole('dialog', { name: 'Delivery method' });
  await methods.getByRole('radio', { name: /^Pick up in store/ }).check();
  await methods.getByRole('button', { name: 'Apply' }).click();
  const picker = page.getByRole('dialog', { name: 'Pick up in store' });
  await picker.getByRole('textbox', { name: 'Postal code' }).fill(postalCode);
  await picker.getByRole('button', { name: 'Find stores' }).click();
  await picker
    .getByRole('region', { name: `Stores near ${postalCode}` })
    .getByRole('button', { name: `Select this store: ${store}` })
    .click();
  await expect(picker).toBeHidden();
  await expect(line.getByText(`at ${store}`, { exact: true })).toBeVisible();
}

/** The payment step's "Remaining to pay" line ("Remaining to pay $229.52"); amountOf() reads it. */
export const remainingToPay = (page: Page): Locator =>
  checkoutStep(page, 'Payment')
    .getByRole('paragraph')
    .filter({ hasText: /^Remaining to pay/ });

/**
 * Enters a billing address in the payment step's form (shown when nothing ships home, or "Same as shipping
 * address" is unchecked) and submits it; waits for the payment methods.
 */
export async function billTo(page: Page, address = HOME_ADDRESS): Promise<void> {
  const form = checkoutStep(page, 'Payment').getByRole('region', { name: 'Billing address' });
  await form.getByRole('textbox', { name: 'First name' }).fill(address.firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(address.lastName);
  await form.getByRole('textbox', { name: 'Street address' }).fill(address.street);
  await form.getByRole('textbox', { name: 'City' }).fill(address.city);
  await form.getByRole('combobox', { name: 'State' }).selectOption({ label: address.state });
  await form.getByRole('textbox', { name: 'ZIP code' }).fill(address.zip);
  await form.getByRole('textbox', { name: 'Phone' }).fill(address.phone);
  await form.getByRole('textbox', { name: 'Email' }).fill(address.email);
  await form.getByRole('button', { name: 'Use this billing address' }).click();
  await expect(checkoutStep(page, 'Payment').getByRole('group', { name: 'Payment method' })).toBeVisible();
}

// Placing the order, and the keyboard (journeys checkout-guest, checkout-three-ds, checkout-place-errors) --

type StepName = 'Shipping' | 'Payment' | 'Review and place order';

/** A checkout step's heading ("3. Review and place order"); it takes the focus when its step opens. */
export const stepHeading = (page: Page, name: StepName): Locator =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^\\d\\. ${name}$`) });

/** The step indicator's entry of the current step ("2. Payment"), the one marked aria-current="step". */
export const currentStep = (page: Page): Locator =>
  page
    .getByRole('navigation', { name: 'Checkout steps' })
    .getByRole('listitem')
    .and(page.locator('[aria-current="step"]'));

/** The shown step is `name`: the indicator marks it current and its heading has the focus. */
export async function expectStep(page: Page, name: StepName): Promise<void> {
  await expect(currentStep(page)).toHaveText(new RegExp(`^\\d\\. ${name}$`));
  await expect(stepHeading(page, name)).toBeFocused();
}

/** The summary step's "Place order" button. */
export const placeOrderButton = (page: Page): Locator =>
  checkoutStep(page, 'Review and place order').getByRole('button', { name: 'Place order' });

/** A guest's checkout up to the summary: the jacket in the cart, the home address, a new card. */
export async function checkoutToSummary(page: Page, card: string = CARDS.authorises): Promise<void> {
  await startCheckout(page);
  await shipTo(page);
  await payByCard(page, card);
  await expectStep(page, 'Review and place order');
}

/** Presses "Place order" on the summary step (the answer may be a challenge or an error). */
export async function pressPlaceOrder(page: Page): Promise<void> {
  await placeOrderButton(page).click();
}

/**
 * The order confirmation page: its address, heading and order number (EC- and eight digits, the
 * simulator's); answers the order number.
 */
export async function expectConfirmation(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/en-us\/order-confirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const number = page.getByRole('region', { name: 'Order number' }).getByText(ORDER_NUMBER);
  await expect(number).toBeVisible();
  return (await number.textContent()) ?? '';
}

/** The three-ds challenge dialog, with the simulator's stand-in bank page (Approve, Fail) inside. */
export const threeDsDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Confirm your payment' });

/** The error toasts (the notifications' alert region); a toast here stays until it is dismissed. */
export const errorToasts = (page: Page): Locator =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('alert').getByRole('listitem');

/** The other toasts (the notifications' status region: warnings, information). */
export const statusToasts = (page: Page): Locator =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('status').getByRole('listitem');

/**
 * Moves the focus to `target` as a keyboard user does: Tab when it comes later in the page, Shift+Tab when
 * it comes earlier, one press at a time until it has the focus (at most `max` presses). The focus is only
 * read, never set.
 */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    const where = await target.evaluate((element) => {
      const active = document.activeElement;
      if (active === element) return 'here';
      if (!active || active === document.body) return 'after';
      return active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? 'before' : 'after';
    });
    if (where === 'here') return;
    await page.keyboard.press(where === 'before' ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `${max} presses of Tab did not reach it`).toBeFocused({ timeout: 1 });
}

/** Tabs to a text field and types `text` into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).not.toHaveValue('');
}

// The running order summary and the confirmation's delivery (journey checkout-guest) -----------------------

/**
 * The checkout's running order summary: beside the steps on a desktop, a disclosure above them on a phone
 * (opened here when closed). Its totals are label and amount rows; summaryAmount() reads one.
 */
export async function checkoutOrderSummary(page: Page): Promise<Locator> {
  const summary = page.getByRole('region', { name: 'Order summary' });
  if (isMobile() && !(await summary.isVisible())) {
    await page.getByText('Order summary', { exact: true }).click();
  }
  await expect(summary).toBeVisible();
  return summary;
}

/** The amount beside a label of a totals list ("Total" -> "$214.00"). */
export const summaryAmount = (totals: Locator, label: string): Locator =>
  totals
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
