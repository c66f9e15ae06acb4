import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_STORAGE_KEY, readLastOrder } from '../../../commerce/checkout/order';
import { buyOutStore, readyToPlace } from '../../../testing/order-test-world';
import { useTestSimulator } from '../../../testing/simulator-server';
import { toastStore } from '../../../ui/toast/toast-store';
import { renderSummary } from './summary-test-app';

const sim = useTestSimulator();

afterEach(() => {
  localStorage.removeItem(ORDER_STORAGE_KEY);
  toastStore.clear();
});

/** One place-order answer replaced by the error `errorId` (forced and given a status: a flash code). */
const fault = (errorId: string, flash = false) =>
  sim.control('POST', '/faults', {
    operation: 'placeOrder',
    errorId,
    times: 1,
    ...(flash ? { force: true, status: 409 } : {}),
  });

const placeButton = () => screen.getByRole('button', { name: 'Place order' });
const stickyErrorToasts = () =>
  toastStore.getQueue().filter((t) => t.tone === 'error' && t.expiresAt === null);

describe('SummaryStep', { timeout: 30_000 }, () => {
  it('shows totals, remaining to pay and the items by shipment', async () => {
    const { commerce, cart } = await readyToPlace(sim);
    renderSummary(commerce, cart);
    expect(screen.getByRole('heading', { name: 'Review and place your order' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Order total' });
    expect(within(totals).getByText('Remaining to pay')).toBeInTheDocument();
    expect(within(totals).getByText('Total')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Home delivery|Standard delivery/ })).toBeInTheDocument();
  });

  it('places once on a double click, then goes to the confirmation and back to the shipping step', async () => {
    const { commerce, cart } = await readyToPlace(sim);
    const { user, goTo, placeCalls } = renderSummary(commerce, cart);
    await user.dblClick(placeButton());
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(placeCalls()).toBe(1);
    expect(goTo).toHaveBeenCalledWith('shipping');
    expect(readLastOrder()?.status).toBe('CONFIRMED');
    expect(commerce.deps.session.get().basketId).toBeUndefined();
  });

  it('is busy while placing: the button says so and ignores presses', async () => {
    const { commerce, cart } = await readyToPlace(sim);
    await sim.control('POST', '/faults', { operation: 'placeOrder', latencyMs: 300, times: 1 });
    const { user, placeCalls } = renderSummary(commerce, cart);
    await user.click(placeButton());
    const busy = await screen.findByRole('button', { name: 'Placing your order…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    await screen.findByRole('heading', { name: 'Confirmation page' });
    expect(placeCalls()).toBe(1);
  });

  it('a declined card (PAYMENT_ERROR) shows a top notification, not a toast', async () => {
    const { commerce, cart } = await readyToPlace(sim, 'declined');
    const { user } = renderSummary(commerce, cart);
    await user.click(placeButton());
    await waitFor(() =>
      expect(
        screen.getByText('Your payment could not be processed. Please try another payment method.'),
      ).toBeInTheDocument(),
    );
    expect(screen.getByText('Your order was not placed')).toBeInTheDocument();
    expect(toastStore.getQueue()).toHaveLength(0);
  });

  it.each(['InvalidShippingAddress', 'PickupToSthTransition'])(
    '%s steps back to shipping with a message',
    async (id) => {
      const { commerce, cart } = await readyToPlace(sim);
      await fault(id);
      const { user, goTo } = renderSummary(commerce, cart);
      await user.click(placeButton());
      await waitFor(() => expect(goTo).toHaveBeenCalledWith('shipping'));
      expect(toastStore.getQueue()[0]?.title).toBe('Please check your shipping details');
      expect(readLastOrder()).toBeUndefined();
    },
  );

  it('ITEM_NO_LONGER_AVAILABLE refreshes the cart and shows the messages', async () => {
    const { commerce, cart } = await readyToPlace(sim);
    await fault('ITEM_NO_LONGER_AVAILABLE');
    const { user, goTo } = renderSummary(commerce, cart);
    await user.click(placeButton());
    expect(await screen.findByText('Your cart has changed')).toBeInTheDocument();
    expect(screen.getByText('Some items are no longer available. We updated your cart.')).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('an error whose details hold a flash entry refreshes the cart', async () => {
    const { commerce, cart } = await readyToPlace(sim);
    await fault('ProductLineItemInventoryMissing', true);
    const { user } = renderSummary(commerce, cart);
    await user.click(placeButton());
    expect(await screen.findByText('Your cart has changed')).toBeInTheDocument();
    expect(stickyErrorToasts()).toHaveLength(0);
  });

  it('any other error (ORD400) shows an error toast that does not close by itself', async () => {
    const { commerce, cart } = await readyToPlace(sim);
    await fault('ORD400');
    const { user } = renderSummary(commerce, cart);
    await user.click(placeButton());
    await waitFor(() => expect(stickyErrorToasts()).toHaveLength(1));
    expect(await screen.findByText('Your order was not placed')).toBeInTheDocument();
    expect(placeButton()).not.toHaveAttribute('aria-busy');
  });

  it("PAY400 (the alternative provider's authorization failure) shows the PAY400 message", async () => {
    const { commerce, cart } = await readyToPlace(sim);
    await fault('PAY400');
    const { user } = renderSummary(commerce, cart);
    await user.click(placeButton());
    await waitFor(() => expect(stickyErrorToasts()).toHaveLength(1));
    expect(stickyErrorToasts()[0]?.message).toBe(
      'Your payment could not be processed. Please try another payment method.',
    );
  });

  it('a delivery change at prepare (PickupToSts) shows the order-updated message and the new method', async () => {
    const { commerce, cart } = await readyToPlace(sim, 'authorising', undefined, {
      storeId: '0412',
      shippingMethod: 'pickup',
    });
    await buyOutStore(commerce, '0412', 5);
    const { user, placeCalls } = renderSummary(commerce, cart);
    expect(screen.getByRole('region', { name: /Pick up in store/ })).toBeInTheDocument();
    await user.click(placeButton());
    expect(
      await screen.findByText('Your order was updated. Please review the changes before placing it.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /Ship to store/ })).toBeInTheDocument();
    expect(placeCalls()).toBe(0);
  });

  it('3-D Secure approved: the challenge dialog, Approve, then the confirmation', async () => {
    const { commerce, cart } = await readyToPlace(sim, 'challenge');
    const { user, goTo } = renderSummary(commerce, cart);
    await user.click(placeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(readLastOrder()?.status).toBe('CONFIRMED');
    expect(goTo).toHaveBeenCalledWith('shipping');
  });

  it('3-D Secure failed: back to billing, the authentication error, a new cart', async () => {
    const { commerce, cart } = await readyToPlace(sim, 'challenge');
    const { user, goTo } = renderSummary(commerce, cart);
    await user.click(placeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.click(await within(dialog).findByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('billing'));
    expect(toastStore.getQueue()[0]).toMatchObject({
      title: 'Payment authentication failed',
      tone: 'error',
      expiresAt: null,
    });
    expect(readLastOrder()).toBeUndefined();
    await waitFor(() => expect(commerce.deps.session.get().basketId).not.toBe(cart.id));
    expect(commerce.deps.session.get().basketId).toBeDefined();
  });
});
