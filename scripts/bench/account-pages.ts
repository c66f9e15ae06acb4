import type { Page } from 'playwright-core';
import { signInFromHeader } from '../../e2e/support/site-tour';

/**
 * The account's pages for Lighthouse (issue 25), measured signed in: the seeded shopper signs in through the
 * header's dialog in the Chrome profile Lighthouse then loads the page in (the session lives in localStorage).
 */
export const ACCOUNT_PAGES = {
  'account-overview': '/en-us/account',
  'account-orders': '/en-us/account/orders',
} as const;
export type AccountPageName = keyof typeof ACCOUNT_PAGES;

/** Signs registered@example.com in from the home page, then waits for the header to say so. */
export async function primeAccount(page: Page, storefrontUrl: string): Promise<void> {
  await page.goto(`${storefrontUrl}/en-us`);
  await signInFromHeader(page, 'en-us');
}
