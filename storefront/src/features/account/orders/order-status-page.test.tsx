import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { InViewObserver } from '../../../testing/in-view-observer';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';

const sim = useTestSimulator();
useAccountTestSetup();

const T = { timeout: 8000 };

async function trackAs(orderNumber: string, email: string) {
  const app = renderApp(sim, '/en-us/order-status');
  await screen.findByRole('heading', { level: 1, name: 'Order status' }, T);
  await app.user.type(screen.getByLabelText('Order number'), orderNumber);
  await app.user.type(screen.getByLabelText('Email'), email);
  await app.user.click(screen.getByRole('button', { name: 'Find my order' }));
  return app;
}

describe('the order status page', { timeout: 30_000 }, () => {
  it("is the footer's Order status link", async () => {
    // The footer loads near the viewport (site-footer.test.tsx does the same).
    vi.stubGlobal('IntersectionObserver', InViewObserver);
    renderApp(sim, '/en-us');
    const footer = await screen.findByRole('contentinfo', {}, T);
    await screen.findByRole('heading', { level: 1 }, T);
    window.dispatchEvent(new Event('scroll'));
    const link = await within(footer).findByRole('link', { name: 'Order status' }, T);
    expect(link).toHaveAttribute('href', '/en-us/order-status');
    vi.unstubAllGlobals();
  });

  it('shows a guest the status and shipments of an order found by number and email', async () => {
    await trackAs('EC90000002', 'Registered@Example.com');
    await screen.findByRole('heading', { level: 2, name: 'Order EC90000002' }, T);
    expect(screen.getAllByText('Status: Shipped')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Shipment 1 of 1: Standard delivery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track with UPS: 1Z999AA190000002' })).toBeInTheDocument();
    expect(screen.getByText("Men's Timberline Hiking Boot · Quantity 1")).toBeInTheDocument();
  });

  it('asks for both fields before calling', async () => {
    const app = renderApp(sim, '/en-us/order-status');
    await app.user.click(await screen.findByRole('button', { name: 'Find my order' }, T));
    expect(screen.getByLabelText('Order number')).toHaveAccessibleDescription(
      'Enter your order number and email.',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your order number and email.');
  });

  it('puts ORD400 on the email field, as the catalogue says', async () => {
    await trackAs('EC90000002', 'not-an-email');
    await waitFor(
      () => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/Email is not valid/),
      T,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['ORD409', /Order not found/],
    ['OHS4004', /could not find this order/i],
  ])('shows %s as a sticky error toast', async (errorId, text) => {
    await sim.control('POST', '/faults', { operation: 'trackOrder', errorId, times: 1 });
    await trackAs('EC90000002', 'registered@example.com');
    await waitFor(() => {
      const region = screen.getByRole('region', { name: 'Notifications' });
      expect(within(region).getByRole('alert')).toHaveTextContent(text);
    }, T);
  });

  it('says an order with another email is not found (ORD409 from the server)', async () => {
    await trackAs('EC90000002', 'someone@example.com');
    await waitFor(() => {
      const region = screen.getByRole('region', { name: 'Notifications' });
      expect(within(region).getByRole('alert')).toHaveTextContent(/Order not found/);
    }, T);
    expect(screen.queryByRole('heading', { level: 2, name: 'Order EC90000002' })).toBeNull();
  });
});
