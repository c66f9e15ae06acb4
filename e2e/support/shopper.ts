import { expect, type Locator, type Page, test } from '@playwright/test';
import { PAGES } from './pages';

/**
 * What a shopper does in more than one journey, with role and label locators only. The storefront's texts
 * are the English catalogue's (storefront/src/i18n/catalogues/en).
 */

/** The mobile project: a menu drawer instead of the mega menu, a filter drawer instead of the sidebar. */
export const isMobile = (): boolean => test.info().project.name === 'mobile';

/** The documented seed password of every seeded shopper. */
export const SEED_PASSWORD = 'Trail2026!';

/** The seeded jacket SPJK0001 (in stock everywhere, three colours). */
export const JACKET = "Men's Summit Down Jacket";

/** Opens a product and waits for its buy box. */
export async function openProduct(page: Page, path: string = PAGES.product): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
}

/**
 * Chooses a colour on the product page and waits until the buy box shows that colour's product (its
 * gallery pictures are the colour's: the sku in their address ends with the colour code).
 */
export async function chooseColour(page: Page, colour: Locator): Promise<void> {
  const code = await colour.getAttribute('value');
  await colour.click();
  await expect(colour).toBeChecked();
  const gallery = page.getByRole('region', { name: /^Images of/ });
  await expect(gallery.getByRole('img').first()).toHaveAttribute('src', new RegExp(`${code}-`));
}

/** Chooses a size on the product page. */
export async function chooseSize(page: Page, size: Locator): Promise<void> {
  await size.check();
  await expect(page.getByRole('group', { name: /^Size: / })).toBeVisible();
}

/** The mini cart that opens after an add. */
export const miniCart = (page: Page): Locator => page.getByRole('dialog', { name: 'Added to your cart' });

/**
 * Adds the seeded jacket (or another product) to the cart from its page, in a colour and size, and waits
 * for the mini cart to show it; the mini cart stays open.
 */
export async function addProductToCart(
  page: Page,
  { path = PAGES.product, colour, size = 'M' }: { path?: string; colour?: string; size?: string } = {},
): Promise<Locator> {
  await openProduct(page, path);
  if (colour) await chooseColour(page, page.getByRole('radio', { name: colour, exact: true }));
  await chooseSize(page, page.getByRole('radio', { name: size, exact: true }));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = miniCart(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Closes the open dialog (mini cart, confirmation) with its Close button. */
export async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/** The header's cart link, named by its count ("Cart, empty", "Cart, 2 items"). */
export const cartLink = (page: Page): Locator =>
  page.getByRole('banner').getByRole('link', { name: /^Cart, / });

/** Opens the cart page and waits until the cart (or its empty state) shows. */
export async function openCart(page: Page): Promise<void> {
  await page.goto(PAGES.cart);
  await expect(page.getByRole('heading', { level: 1, name: /^Your cart/ })).toBeVisible();
}

/** The cart page's list of lines. */
export const cartLines = (page: Page): Locator =>
  page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');

/** One line of the cart page, found by its product heading. */
export const cartLine = (page: Page, name: string): Locator =>
  page
    .getByRole('region', { name: 'Items in your cart' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The cart's order summary. */
export const orderSummary = (page: Page): Locator => page.getByRole('region', { name: 'Order summary' });

/** The summary's total: the last row of its list of amounts. */
export const orderTotal = (page: Page): Locator => orderSummary(page).getByRole('definition').last();

/** Reads an amount such as "$1,214.50" as a number. */
export const amountOf = (text: string | null): number => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** Signs in with the header's sign-in dialog; waits until the header names the shopper. */
export async function signIn(page: Page, email: string, password: string = SEED_PASSWORD): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenuButton(page)).toBeVisible();
}

/** The header's account menu button of a signed-in shopper. */
export const accountMenuButton = (page: Page): Locator =>
  page.getByRole('banner').getByRole('button', { name: /^Account menu for / });

/** Signs out from the header's account menu. */
export async function signOut(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/**
 * After a sign-in: the "You are signed in" toast says so (a toast, not a dialog: nothing to dismiss, see
 * docs/decisions.md) and no dialog is left open in the way.
 */
export async function continueAfterSignIn(page: Page): Promise<void> {
  await expect(page.getByRole('status').getByText('You are signed in')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The accessible name of one element, as the accessibility tree has it (`- radio "Summit Navy"`). */
export async function accessibleName(locator: Locator): Promise<string> {
  const snapshot = await locator.ariaSnapshot();
  return /^- \w+ "((?:[^"\\]|\\.)*)"/.exec(snapshot)?.[1] ?? '';
}

/**
 * Ticks a checkbox whose state follows the URL (the listing's filters): the box is checked once the
 * new address renders, so the click is followed by a web-first check rather than `check()`.
 */
export async function tick(checkbox: Locator): Promise<void> {
  await checkbox.click();
  await expect(checkbox).toBeChecked();
}
