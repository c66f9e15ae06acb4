import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS, skuOf } from '../../testing/cart-test-data';
import { HOME } from '../../testing/order-test-world';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { dialogStore } from '../../ui/dialog/dialog-store';
import { toastStore } from '../../ui/toast/toast-store';
import { CHECKOUT_FLOW_KEY, storedFlow } from './checkout-flow';

const sim = useTestSimulator();

afterEach(() => {
  act(() => {
    dialogStore.closeAll();
    toastStore.clear();
  });
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The checkout of a jacket ($229: $15 off, free shipping, the free tote), on its shipping step. */
async function checkoutWithJacket() {
  const app = renderApp(sim, '/en-us/cart');
  const productId = await skuOf(sim, PRODUCTS.inStock);
  await act(() => app.services.commerce.cart.addItem({ productId }));
  await act(async () => app.router.navigate('/en-us/checkout'));
  await screen.findByRole('heading', { level: 3, name: 'Shipping address' });
  return app;
}

/** The amount beside a totals label in an element. */
const amountIn = (root: HTMLElement, label: string) =>
  within(root)
    .getAllByRole('term')
    .find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;

describe('the running order summary', { timeout: 30_000 }, () => {
  it('shows the lines and the totals beside the shipping step', async () => {
    await checkoutWithJacket();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText("Men's Summit Down Jacket")).toBeInTheDocument();
    expect(within(summary).getByText('Free Trail Tote')).toBeInTheDocument();
    expect(amountIn(summary, 'Items (1)')).toBe('$229.00');
    expect(amountIn(summary, 'Discounts')).toBe('−$15.00');
    expect(amountIn(summary, 'Tax')).toBe('Calculated at the next step');
    expect(amountIn(summary, 'Total')).toBe('$214.00');
  });

  it('breaks down what remains to pay on the payment step', async () => {
    // The cart already ships home: the checkout opens on payment (its flow is kept per cart).
    const app = renderApp(sim, '/en-us/cart');
    const productId = await skuOf(sim, PRODUCTS.inStock);
    const cart = await act(() => app.services.commerce.cart.addItem({ productId }));
    const { call } = app.services.commerce.deps;
    await act(async () => {
      await call('setShippingAddress', { params: { basketId: cart.id }, body: HOME });
      await app.services.queryClient.invalidateQueries({ queryKey: ['cart'] });
    });
    localStorage.setItem(CHECKOUT_FLOW_KEY, storedFlow(cart.id, { wanted: 'billing', status: 'STANDARD' }));
    await act(async () => app.router.navigate('/en-us/checkout'));

    const payment = await screen.findByRole('region', { name: /^2\. Payment/ });
    const remaining = await within(payment).findByText('Remaining to pay', {}, { timeout: 10_000 });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(amountIn(summary, 'Tax')).toMatch(/^\$\d+\.\d\d$/);
    expect(amountIn(summary, 'Shipping')).toContain('Free');
    const total = amountIn(summary, 'Total') ?? '';
    // The step's "Remaining to pay" is the summary's total: items less discounts, shipping, tax.
    await waitFor(() => expect(remaining.parentElement).toHaveTextContent(`Remaining to pay${total}`));
  });

  it('is a closed disclosure naming the total on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { user } = await checkoutWithJacket();
    const toggle = screen.getByText('Order summary').closest('summary') as HTMLElement;
    expect(toggle).toHaveTextContent('Order summary$214.00');
    const details = toggle.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(toggle);
    expect(details.open).toBe(true);
    expect(amountIn(details, 'Total')).toBe('$214.00');
  });
});
