import { expect, test } from '../support/fixtures';
import { addProductToCart, amountOf, orderSummary, orderTotal } from '../support/shopper';

/** Promo codes in the cart's summary: SPRING20 applies (promotion listed, total down); a bad code is refused inline. */
test('SPRING20 lowers the total; an unknown code shows its error at the input', async ({ page }) => {
  await (await addProductToCart(page)).getByRole('link', { name: 'View cart' }).click();
  const summary = orderSummary(page);
  await expect(summary).toBeVisible();
  const before = amountOf(await orderTotal(page).textContent());
  expect(before).toBeGreaterThan(0);

  const code = summary.getByRole('textbox', { name: 'Promo code' });
  await code.fill('SPRING20');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Promo code SPRING20 applied')).toBeVisible();
  await expect(summary.getByRole('listitem').filter({ hasText: '20% off with SPRING20' })).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Remove promo code SPRING20' })).toBeVisible();
  await expect(code).toHaveValue('');
  await expect.poll(async () => amountOf(await orderTotal(page).textContent())).toBeLessThan(before);
  const discounted = amountOf(await orderTotal(page).textContent());

  await code.fill('NOTACODE');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription('This promo code is not valid.');
  await expect(summary.getByText('This promo code is not valid.')).toBeVisible();
  await expect(code).toHaveValue('NOTACODE');
  // The refused code changes nothing in the cart.
  await expect(summary.getByText('Promo code SPRING20 applied')).toBeVisible();
  expect(amountOf(await orderTotal(page).textContent())).toBe(discounted);
});
