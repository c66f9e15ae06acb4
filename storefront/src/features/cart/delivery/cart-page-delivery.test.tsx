import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';
import { chosenStore } from '../../stores/chosen-store';

const sim = useTestSimulator();
// The first visit loads the route chunks and the catalogue: give it time.

afterEach(() => {
  act(() => {
    dialogStore.closeAll();
    chosenStore.set({});
  });
});

const JACKET = "Men's Summit Down Jacket";

describe('delivery on the cart page (whole storefront)', { timeout: 30_000 }, () => {
  it('moves a line to pickup through the registered dialogs; the line and the summary follow', async () => {
    const app = renderApp(sim, '/en-us/cart');
    await act(() => app.services.commerce.cart.addItem({ productId: 'SPJK0001BLKM' }));
    const line = (await screen.findByRole('heading', { level: 3, name: JACKET })).closest(
      'li',
    ) as HTMLElement;
    expect(within(line).getByText('Home delivery')).toBeInTheDocument();

    await app.user.click(within(line).getByRole('button', { name: `Change delivery of ${JACKET}` }));
    const change = await screen.findByRole('dialog', { name: 'Delivery method' });
    await app.user.click(within(change).getByRole('radio', { name: /Pick up in store/ }));
    await app.user.click(within(change).getByRole('button', { name: 'Apply' }));

    const picker = await screen.findByRole('dialog', { name: 'Pick up in store' });
    await app.user.type(within(picker).getByLabelText('Postal code'), '80202');
    await app.user.click(within(picker).getByRole('button', { name: 'Find stores' }));
    await app.user.click(
      await within(picker).findByRole('button', { name: 'Select this store: Denver Flagship' }),
    );

    await waitFor(() => expect(within(line).getByText('at Denver Flagship')).toBeInTheDocument());
    expect(within(line).getByText('Pick up in store')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() =>
      expect(within(summary).getByText('Shipping').nextElementSibling).toHaveTextContent('$0.00'),
    );
  });

  it('a method the address cannot have (CANT_SHIP_THERE) shows in the dialog and in the top banner', async () => {
    const app = renderApp(sim, '/en-us/cart');
    await act(() => app.services.commerce.cart.addItem({ productId: 'SPJK0001BLKM' }));
    await sim.control('POST', '/faults', {
      operation: 'setShippingMethod',
      errorId: 'CANT_SHIP_THERE',
      times: 1,
    });
    const line = (await screen.findByRole('heading', { level: 3, name: JACKET })).closest(
      'li',
    ) as HTMLElement;
    await app.user.click(within(line).getByRole('button', { name: `Change delivery of ${JACKET}` }));
    const change = await screen.findByRole('dialog', { name: 'Delivery method' });
    await app.user.click(within(change).getByRole('radio', { name: /Standard delivery/ }));
    await app.user.click(within(change).getByRole('button', { name: 'Apply' }));
    expect(await within(change).findByRole('alert')).toHaveTextContent(
      'We cannot ship some items to this address.',
    );
    await app.user.click(within(change).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const banner = screen
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.includes('We cannot ship some items to this address.'));
    expect(banner).toBeDefined();
    expect(within(line).getByText('Home delivery')).toBeInTheDocument();
  });
});
