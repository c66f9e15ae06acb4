import type { Page } from '@playwright/test';
import { payByCard, shipTo, startCheckout } from '../../e2e/support/checkout';
import { PAGES } from '../../e2e/support/pages';

/**
 * The checkout's pages for Lighthouse (issue 12): each step and the confirmation, reached the way a
 * shopper reaches them, through the UI, in the Chrome profile Lighthouse then loads the page in (the cart,
 * session and checkout step live in its localStorage).
 */
export const CHECKOUT_PAGES = {
  'checkout-shipping': { path: '/en-us/checkout', steps: 1 },
  'checkout-payment': { path: '/en-us/checkout', steps: 2 },
  'checkout-summary': { path: '/en-us/checkout', steps: 3 },
  'order-confirmation': { path: '/en-us/order-confirmation', steps: 4 },
} as const;
export type CheckoutPageName = keyof typeof CHECKOUT_PAGES;

/** Takes the shopper through checkout as far as the page needs (a jacket, an address, a card, the order). */
export async function primeCheckout(
  page: Page,
  storefrontUrl: string,
  name: CheckoutPageName,
): Promise<void> {
  const { steps } = CHECKOUT_PAGES[name];
  await startCheckout(page, `${storefrontUrl}${PAGES.product}`);
  if (steps >= 2) await shipTo(page);
  if (steps >= 3) await payByCard(page);
  if (steps >= 4) {
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/order-confirmation$/);
  }
}
