import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { addTenOlderOrders } from '../../../testing/older-orders';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';

const sim = useTestSimulator();
useAccountTestSetup();

const PASSWORD = 'Trail2026!';
const T = { timeout: 8000 };

/** The app at `path`, signed in as `email` (the registered shopper by default). */
async function signedInAt(path: string, email = 'registered@example.com') {
  const app = renderApp(sim, path);
  await app.services.commerce.session.signIn(email, PASSWORD);
  return app;
}

const fault = (operation: string, errorId: string) =>
  sim.control('POST', '/faults', { operation, errorId, times: 1 });

/** The catalogue's sticky error toast: in the notifications' alert region. */
const expectErrorToast = (text: string | RegExp) =>
  waitFor(() => {
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('alert')).toHaveTextContent(text);
  }, T);

describe('the order history', { timeout: 40_000 }, () => {
  it('lists the orders newest first and pages them with the pagination control', async () => {
    await addTenOlderOrders(sim);
    const app = await signedInAt('/en-us/account/orders');
    await screen.findByRole('heading', { level: 1, name: 'Orders' }, T);
    const links = await screen.findAllByRole('link', { name: /^View order/ }, T);
    expect(links.map((l) => l.textContent)).toEqual([
      'Order EC90000003',
      'Order EC90000004',
      'Order EC90000002',
      'Order EC90000001',
      'Order EC90000005',
      'Order EC91000000',
      'Order EC91000001',
      'Order EC91000002',
      'Order EC91000003',
      'Order EC91000004',
    ]);
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    await app.user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^View order/ }).map((l) => l.textContent)).toEqual([
        'Order EC91000005',
        'Order EC91000006',
        'Order EC91000007',
        'Order EC91000008',
        'Order EC91000009',
      ]),
    );
  });

  it('shows PRO404 as the catalogue says (a sticky error toast) and offers to try again', async () => {
    await fault('getPurchaseHistory', 'PRO404');
    await signedInAt('/en-us/account/orders');
    await expectErrorToast('Profile not loaded');
    expect(await screen.findByRole('button', { name: 'Try again' }, T)).toBeInTheDocument();
  });
});

describe('an order', { timeout: 40_000 }, () => {
  it('opens from the history with its shipments, items, totals and payment, and downloads its invoice', async () => {
    const app = await signedInAt('/en-us/account/orders');
    await app.user.click(await screen.findByRole('link', { name: 'View order EC90000001' }, T));
    await screen.findByRole('heading', { level: 1, name: 'Order EC90000001' }, T);
    expect(await screen.findAllByText('Status: Delivered', {}, T)).toHaveLength(2); // order, shipment
    expect(screen.getByRole('heading', { name: 'Shipment 1 of 1: Standard delivery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track with UPS: 1Z999AA190000001' })).toHaveAttribute(
      'href',
      'https://tracking.example.com/ups/1Z999AA190000001',
    );
    expect(screen.getByText("Men's Summit Down Jacket")).toBeInTheDocument();
    expect(screen.getByText('VISA ****1111')).toBeInTheDocument();
    const promotions = screen.getByRole('region', { name: 'Promotions' });
    expect(within(promotions).getByText('Double Basecamp points')).toBeInTheDocument();
    expect(
      within(promotions).getByText('You earned double Basecamp points on this order.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$468.90');

    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/EC90000001.*\.pdf$/);
      expect(this.href).toBe('blob:invoice');
    });
    await app.user.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    const blob = created.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('says an unknown order is not found (OHS4004) and leads back to the orders', async () => {
    await signedInAt('/en-us/account/orders/EC00000000');
    await expectErrorToast(/could not find this order/i);
    expect(screen.getByRole('link', { name: 'Back to your orders' })).toBeInTheDocument();
  });

  it('shows ORD409 on opening an order as a sticky toast', async () => {
    await fault('getPurchase', 'ORD409');
    await signedInAt('/en-us/account/orders/EC90000001');
    await expectErrorToast(/Order not found/);
  });

  it('shows a failed invoice (OHS4004) as a sticky toast', async () => {
    const app = await signedInAt('/en-us/account/orders/EC90000001');
    const button = await screen.findByRole('button', { name: 'Download invoice' }, T);
    await fault('downloadInvoice', 'OHS4004');
    await app.user.click(button);
    await expectErrorToast(/could not find this order/i);
  });
});

describe('cancelling an order', { timeout: 40_000 }, () => {
  it('cancels an order that has not shipped after the confirmation', async () => {
    const app = await signedInAt('/en-us/account/orders/EC90000003');
    await app.user.click(await screen.findByRole('button', { name: 'Cancel order' }, T));
    const confirm = screen.getByRole('region', { name: 'Cancel this order?' });
    await app.user.selectOptions(within(confirm).getByLabelText('Reason'), 'ORDERED_BY_MISTAKE');
    await app.user.click(within(confirm).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('Order EC90000003 is cancelled.', {}, T)).toBeInTheDocument();
    expect(await screen.findAllByText('Status: Cancelled', {}, T)).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('keeps the order when the shopper changes their mind', async () => {
    const app = await signedInAt('/en-us/account/orders/EC90000003');
    await app.user.click(await screen.findByRole('button', { name: 'Cancel order' }, T));
    await app.user.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.getByText('Status: Processing')).toBeInTheDocument();
  });

  it.each([
    ['ORD516', /set for pickup in store and can no longer be changed/],
    ['ORD517', /ships to a store and can no longer be changed/],
    ['ORD518', /can no longer be changed/],
    ['OHS4004', /could not find this order/i],
    ['ORD409', /Order not found/],
  ])('shows a refused cancel (%s) as a sticky toast', async (errorId, text) => {
    const app = await signedInAt('/en-us/account/orders/EC90000003');
    await app.user.click(await screen.findByRole('button', { name: 'Cancel order' }, T));
    await fault('cancelOrder', errorId);
    await app.user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    await expectErrorToast(text);
  });

  it('offers no cancel for a shipped order, and shows its flash notice', async () => {
    await signedInAt('/en-us/account/orders/EC90000002');
    await screen.findAllByText('Status: Shipped', {}, T);
    expect(
      screen.getByText(
        'Home delivery was not available for your address: your order ships with standard delivery.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('returning items', { timeout: 40_000 }, () => {
  it('opens a return for the chosen items and offers its label', async () => {
    const app = await signedInAt('/en-us/account/orders/EC90000001');
    await app.user.click(await screen.findByRole('button', { name: 'Return items' }, T));
    const form = screen.getByRole('region', { name: 'Return items' });
    await app.user.click(within(form).getByRole('button', { name: 'Get the return label' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose at least one item to return.');
    await app.user.click(within(form).getByLabelText("Return Men's Summit Down Jacket (1)"));
    await app.user.selectOptions(
      within(form).getByLabelText("Reason for Men's Summit Down Jacket"),
      'TOO_LARGE',
    );
    await app.user.click(within(form).getByRole('button', { name: 'Get the return label' }));
    const label = await screen.findByRole('link', { name: 'Download the return label' }, T);
    expect(label.getAttribute('href')).toMatch(/\.pdf$/);
    expect(label).toHaveAttribute('download');
    expect(screen.getByText(/Send it with UPS/)).toBeInTheDocument();
  });

  it('keeps the label in view when the return takes every item (the order is no longer returnable)', async () => {
    const app = await signedInAt('/en-us/account/orders/EC90000001');
    await app.user.click(await screen.findByRole('button', { name: 'Return items' }, T));
    await app.user.click(screen.getByLabelText("Return Men's Summit Down Jacket (1)"));
    await app.user.click(screen.getByLabelText("Return Men's Canyon Low Sneaker (2)"));
    await app.user.click(screen.getByRole('button', { name: 'Get the return label' }));
    await screen.findAllByText('Status: Returned', {}, T);
    expect(screen.getByRole('link', { name: 'Download the return label' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
  });

  it.each([
    ['RTN500', /could not create your return/],
    ['ORD409', /Order not found/],
  ])('shows a refused return (%s) as a sticky toast', async (errorId, text) => {
    const app = await signedInAt('/en-us/account/orders/EC90000001');
    await app.user.click(await screen.findByRole('button', { name: 'Return items' }, T));
    await app.user.click(screen.getByLabelText("Return Men's Summit Down Jacket (1)"));
    await fault('createReturnLabel', errorId);
    await app.user.click(screen.getByRole('button', { name: 'Get the return label' }));
    await expectErrorToast(text);
  });
});

describe("a digital gift card's email", { timeout: 40_000 }, () => {
  /** The loyalty shopper's gift card order, with the resend form open. */
  async function resendForm() {
    const app = await signedInAt('/en-us/account/orders/EC90000011', 'loyalty@example.com');
    await app.user.click(await screen.findByRole('button', { name: 'Resend the gift card email' }, T));
    return { app, form: screen.getByRole('region', { name: 'Resend the gift card email' }) };
  }

  it('is sent again to the original recipient', async () => {
    const { app, form } = await resendForm();
    await app.user.click(within(form).getByRole('button', { name: 'Send the email' }));
    expect(await screen.findByText('The gift card email is on its way.', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resend the gift card email' })).toBeNull();
  });

  it('puts a malformed corrected address (ORD400) on the recipient field', async () => {
    const { app, form } = await resendForm();
    const field = within(form).getByLabelText(/^Recipient email/);
    await app.user.type(field, 'ana@localhost');
    await app.user.click(within(form).getByRole('button', { name: 'Send the email' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), T);
    expect(field).toHaveAccessibleDescription(/Email is not valid/);
  });

  it.each([
    ['ORD409', /Order not found/],
    ['OHS4004', /could not find this order/i],
  ])('shows a refused resend (%s) as a sticky toast', async (errorId, text) => {
    const { app, form } = await resendForm();
    await fault('resendGiftCardEmail', errorId);
    await app.user.click(within(form).getByRole('button', { name: 'Send the email' }));
    await expectErrorToast(text);
  });
});
