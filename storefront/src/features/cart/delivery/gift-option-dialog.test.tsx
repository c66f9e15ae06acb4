import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestSimulator } from '../../../testing/simulator-server';
import { testCommerce } from '../../../testing/test-commerce';
import { dialogStore } from '../../../ui/dialog/dialog-store';
import { renderDeliveryApp } from './delivery-test-app';

const sim = useTestSimulator();

afterEach(() => dialogStore.closeAll());

async function cartWithJacket() {
  const commerce = testCommerce(sim);
  const created = await commerce.deps.call('createCart', { body: {} });
  commerce.deps.session.set((s) => ({ ...s, basketId: created.id }));
  const cart = await commerce.deps.call('addCartItem', {
    body: { cartId: created.id, productId: 'SPJK0001BLKM', qty: 1 },
  });
  return { commerce, product: cart.items[0]?.name ?? '' };
}

describe('gift option dialog', { timeout: 30_000 }, () => {
  it('validates the fields inline, saves the option, shows it on the line, and removes it', async () => {
    const { commerce, product } = await cartWithJacket();
    const { user } = renderDeliveryApp(sim, { commerce });
    const line = await screen.findByRole('listitem', { name: new RegExp(product) });
    await user.click(within(line).getByRole('button', { name: `Add a gift message for ${product}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift message' });

    await user.type(within(dialog).getByLabelText(/Recipient email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save gift message' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is not valid')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^To/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByLabelText(/Recipient email/));
    await user.type(within(dialog).getByLabelText(/^To/), 'Alex');
    await user.type(within(dialog).getByLabelText(/^Message/), 'Happy trails');
    await user.click(within(dialog).getByRole('button', { name: 'Save gift message' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(line).findByText('Gift message to Alex')).toBeInTheDocument();
    expect(within(line).getByText('“Happy trails”')).toBeInTheDocument();

    await user.click(within(line).getByRole('button', { name: `Remove the gift message for ${product}` }));
    await waitFor(() => expect(within(line).queryByText('Gift message to Alex')).toBeNull());
    expect(
      within(line).getByRole('button', { name: `Add a gift message for ${product}` }),
    ).toBeInTheDocument();
  });

  it('shows a gift error (GFO404) with its friendly message in the dialog', async () => {
    const { commerce, product } = await cartWithJacket();
    await sim.control('POST', '/faults', {
      operation: 'updateCartItem',
      errorId: 'GFO404',
      times: 1,
      force: true,
    });
    const { user } = renderDeliveryApp(sim, { commerce });
    const line = await screen.findByRole('listitem', { name: new RegExp(product) });
    await user.click(within(line).getByRole('button', { name: `Add a gift message for ${product}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift message' });
    await user.type(within(dialog).getByLabelText(/^To/), 'Alex');
    await user.click(within(dialog).getByRole('button', { name: 'Save gift message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Gift options are not available for items picked up in store.',
    );
    expect(within(line).queryByText('Gift message to Alex')).toBeNull();
  });
});
