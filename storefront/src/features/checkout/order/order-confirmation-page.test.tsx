import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutCommerce } from '../../../commerce/checkout/checkout-commerce';
import { ORDER_STORAGE_KEY } from '../../../commerce/checkout/order';
import { HOME, readyToPlace } from '../../../testing/order-test-world';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';
import { addBusinessDays } from './delivery-estimate';

const sim = useTestSimulator();

afterEach(() => {
  localStorage.removeItem(ORDER_STORAGE_KEY);
  dialogStore.closeAll();
});

const axeViolations = async () => {
  const main = document.querySelector('main') as HTMLElement;
  const result = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
};

describe('order confirmation page', { timeout: 30_000 }, () => {
  it('shows the stored order: number, items by shipment, totals and the card paid with', async () => {
    const { commerce } = await readyToPlace(sim);
    const { order } = checkoutCommerce(commerce.deps);
    const placed = await order.placeOrder(await order.prepareOrder());
    renderApp(sim, '/en-us/order-confirmation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    const number = screen.getByRole('region', { name: 'Order number' });
    expect(within(number).getByText(placed.orderNumber)).toBeInTheDocument();
    expect(within(number).getByText('We sent a confirmation to ada@example.com.')).toBeInTheDocument();
    const shipments = screen.getByRole('region', { name: 'Delivery' });
    expect(within(shipments).getByText(placed.items[0]?.name ?? '')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Total')).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText(/VISA ending in 1111/)).toBeInTheDocument();
    expect(document.title).toContain('Order confirmation');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows where the order goes and when: the shipping address and the estimated delivery', async () => {
    const { commerce } = await readyToPlace(sim);
    const { order } = checkoutCommerce(commerce.deps);
    const placed = await order.placeOrder(await order.prepareOrder());
    renderApp(sim, '/en-us/order-confirmation');
    const shipTo = await screen.findByRole('region', { name: 'Shipping address' }, { timeout: 10_000 });
    expect(within(shipTo).getByText(/Ada Lovelace/)).toHaveTextContent(HOME.addressLine1);
    const estimate = within(shipTo).getByRole('listitem');
    expect(estimate).toHaveTextContent(/^Home delivery/);
    const from = addBusinessDays(new Date(placed.createdAt), 2);
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(from);
    expect(estimate).toHaveTextContent(day);
    // The free shipping the order got shows at its shipping row (the order carries its promotions).
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Shipping').nextElementSibling).toHaveTextContent(/Free/);
  });

  it("offers a guest to create an account with the order's email, which opens the sign-up with it", async () => {
    const { commerce } = await readyToPlace(sim);
    const { order } = checkoutCommerce(commerce.deps);
    await order.placeOrder(await order.prepareOrder());
    const app = renderApp(sim, '/en-us/order-confirmation');
    const offer = await screen.findByRole(
      'region',
      { name: 'Save your details for next time' },
      { timeout: 10_000 },
    );
    expect(offer).toHaveTextContent('Create an account with ada@example.com');
    await app.user.click(within(offer).getByRole('button', { name: 'Create an account' }));
    const signUp = await screen.findByRole('dialog', { name: 'Create an account' }, { timeout: 10_000 });
    expect(within(signUp).getByLabelText(/^Email/)).toHaveValue('ada@example.com');
  });

  it('offers a guest to sign in and add the order to an account, then opens the account page', async () => {
    const { commerce } = await readyToPlace(sim);
    const { order } = checkoutCommerce(commerce.deps);
    await order.placeOrder(await order.prepareOrder());
    const { user, router } = renderApp(sim, '/en-us/order-confirmation');
    const offer = await screen.findByRole(
      'region',
      { name: 'Already have an account?' },
      { timeout: 10_000 },
    );
    await user.click(within(offer).getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 });
    await user.type(within(dialog).getByLabelText(/^Email/), 'registered@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Trail2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-us/account'), { timeout: 8000 });
  });

  it('without a stored order: a friendly message and a link home', async () => {
    renderApp(sim, '/en-us/order-confirmation');
    expect(await screen.findByRole('heading', { name: 'No recent order to show' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en-us');
  });
});
