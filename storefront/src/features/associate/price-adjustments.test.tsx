import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { associateCommerce } from '../../commerce/associate';
import { PRODUCTS, skuOf } from '../../testing/cart-test-data';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { dialogStore } from '../../ui/dialog/dialog-store';
import { toastStore } from '../../ui/toast/toast-store';

const sim = useTestSimulator();

afterEach(() => {
  act(() => {
    dialogStore.closeAll();
    toastStore.clear();
  });
});

const DENVER = { storeId: '0412', username: 'E10442', password: 'Associate2026!' };
const JACKET = "Men's Summit Down Jacket";

/** The cart page of an associate selling in store, with a jacket ($229.00) in the cart. */
async function associateCart() {
  const app = renderApp(sim, '/en-us/cart');
  const { commerce } = app.services;
  await act(() => associateCommerce(commerce).signIn(DENVER));
  await act(async () => {
    await commerce.cart.addItem({ productId: await skuOf(sim, PRODUCTS.inStock) });
  });
  const panel = await screen.findByRole('region', { name: 'Price adjustments' });
  return { ...app, panel: within(panel) };
}

describe('price adjustments on the cart page', { timeout: 30_000 }, () => {
  it('a shopper who is not an associate sees none', async () => {
    const app = renderApp(sim, '/en-us/cart');
    await act(async () => {
      await app.services.commerce.cart.addItem({ productId: await skuOf(sim, PRODUCTS.inStock) });
    });
    expect(await screen.findByRole('heading', { level: 3, name: JACKET })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Price adjustments' })).not.toBeInTheDocument();
  });

  it('says what is missing, then takes 10 percent off a line, which changes its price; Remove restores it', async () => {
    const { user, panel } = await associateCart();
    const value = panel.getByLabelText(/^Value/);
    const reason = panel.getByLabelText(/^Reason/);
    await user.click(panel.getByRole('button', { name: 'Apply adjustment' }));
    await waitFor(() => expect(value).toHaveAttribute('aria-invalid', 'true'));
    expect(value).toHaveAccessibleDescription(/Enter a value greater than 0/);
    expect(reason).toHaveAccessibleDescription('Select a reason');
    await user.type(value, '120');
    await waitFor(() => expect(value).toHaveAccessibleDescription(/A percentage is at most 100/));

    await user.selectOptions(panel.getByLabelText(/^Apply to/), JACKET);
    await user.clear(value);
    await user.type(value, '10');
    await user.selectOptions(reason, 'PRICE_MATCH');
    await user.click(panel.getByRole('button', { name: 'Apply adjustment' }));

    const applied = within(await panel.findByRole('list', { name: 'Adjustments on this cart' }));
    expect(applied.getByText(`10% off ${JACKET} · Price match`)).toBeInTheDocument();
    expect(applied.getByText('Saving $22.90 · Item now $206.10')).toBeInTheDocument();

    await user.click(applied.getByRole('button', { name: `Remove adjustment: 10% off ${JACKET}` }));
    await waitFor(() =>
      expect(panel.queryByRole('list', { name: 'Adjustments on this cart' })).not.toBeInTheDocument(),
    );
  });

  it('an amount larger than the order is refused with the associate wording of PRC400', async () => {
    const { user, panel } = await associateCart();
    await user.click(panel.getByRole('radio', { name: 'Amount off' }));
    await user.type(panel.getByLabelText(/^Value/), '5000');
    await user.selectOptions(panel.getByLabelText(/^Reason/), 'MANAGER_DISCOUNT');
    await user.click(panel.getByRole('button', { name: 'Apply adjustment' }));
    const message = await panel.findByText('The adjustment is larger than the price it adjusts.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });
});
