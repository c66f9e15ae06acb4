import { expect, type Locator, type Page } from '@playwright/test';
import { addProductToCart } from './shopper';

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
  await page.getByRole('link', { name: 'Checkout' }).click();
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
