import type { Page } from '@playwright/test';
import {
  confirmationPayments,
  expectReviewStep,
  HOME_ADDRESS,
  ORDER_NUMBER,
  payByCard,
  placeOrder,
  shipTo,
  startCheckout,
} from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { JACKET } from '../support/shopper';

/** The documented associate (simulator/db/seed/consumer-seed-edge-cases.ts) and the store they sell in. */
const ASSOCIATE = { employeeId: 'E10442', password: 'Associate2026!', name: 'Sam Rivera' } as const;
const STORE = { id: '0412', name: 'Denver Flagship', option: 'Denver Flagship (Denver)' } as const;
const STRIP_TEXT = `In store: ${STORE.name} · ${ASSOCIATE.name} (${ASSOCIATE.employeeId})`;

/** The header's in-store strip of an associate's session. */
const inStoreStrip = (page: Page) => page.getByRole('region', { name: 'In-store session' });

/** Signs the associate in at the store on the agent-login page; lands on the home page. */
async function agentLogin(page: Page): Promise<void> {
  await page.goto('/en-us/agent-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Associate sign-in' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Store' }).selectOption({ label: STORE.option });
  await main.getByRole('textbox', { name: 'Employee ID' }).fill(ASSOCIATE.employeeId);
  await main.getByLabel('Password').fill(ASSOCIATE.password);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
}

test('an associate sells in store: the order carries the store and the employee; ending the session', async ({
  page,
}) => {
  await agentLogin(page);
  await expect(inStoreStrip(page).getByText(STRIP_TEXT)).toBeVisible();

  await startCheckout(page);
  await expect(inStoreStrip(page).getByText(STRIP_TEXT)).toBeVisible();
  await shipTo(page, HOME_ADDRESS);
  await payByCard(page);
  const review = await expectReviewStep(page);
  await expect(review.getByRole('region', { name: 'Home delivery' }).getByText(JACKET)).toBeVisible();
  // The strip stays while the associate checks out for the customer.
  await expect(inStoreStrip(page).getByText(STRIP_TEXT)).toBeVisible();

  // The shopper sees no store on the confirmation: the place-order answer carries inStoreSalesInfo.
  const placed = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/cart/v2/checkout/order'),
  );
  const orderNumber = await placeOrder(page);
  expect(orderNumber).toMatch(ORDER_NUMBER);
  const answer = await (await placed).json();
  expect(answer).toMatchObject({
    orderNumber,
    inStoreSalesInfo: { storeId: STORE.id, storeEmployeeId: ASSOCIATE.employeeId },
  });
  await expect(confirmationPayments(page).filter({ hasText: /^Card · VISA ending in 1111/ })).toBeVisible();
  await expect(inStoreStrip(page).getByText(STRIP_TEXT)).toBeVisible();

  // Ending the in-store session goes back to the associate login, the strip gone.
  await inStoreStrip(page).getByRole('button', { name: 'End in-store session' }).click();
  await expect(page).toHaveURL(/\/en-us\/agent-login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Associate sign-in' })).toBeVisible();
  await expect(inStoreStrip(page)).toBeHidden();
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Store' })).toHaveValue('');
});
