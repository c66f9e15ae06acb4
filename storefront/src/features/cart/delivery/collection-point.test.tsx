import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionPoint } from '../../../../../contracts/entities/store';
import { useTestSimulator } from '../../../testing/simulator-server';
import { testCommerce } from '../../../testing/test-commerce';
import { dialogStore } from '../../../ui/dialog/dialog-store';
import { CollectionPointFinder } from './collection-point-finder';
import { renderDeliveryApp, renderWithServices } from './delivery-test-app';

const sim = useTestSimulator();

afterEach(() => dialogStore.closeAll());

describe('collection point delivery', { timeout: 30_000 }, () => {
  it('is listed when the feature is on, and not offered where the cart has no collection points', async () => {
    const commerce = testCommerce(sim);
    const created = await commerce.deps.call('createCart', { body: {} });
    commerce.deps.session.set((s) => ({ ...s, basketId: created.id }));
    const cart = await commerce.deps.call('addCartItem', {
      body: { cartId: created.id, productId: 'SPJK0001BLKM', qty: 1 },
    });
    const product = cart.items[0]?.name ?? '';
    const { user } = renderDeliveryApp(sim, { commerce, flags: { collectionPoints: true } });
    const line = await screen.findByRole('listitem', { name: new RegExp(product) });
    await user.click(within(line).getByRole('button', { name: `Change delivery of ${product}` }));
    const change = await screen.findByRole('dialog', { name: 'Delivery method' });
    const pudo = within(change).getByRole('radio', { name: /Collection point/ });
    // US carts have no collection-point service in the simulator (a US address is not a pudo country).
    expect(pudo).toBeDisabled();
    expect(within(change).getByText(/Not available for this item/)).toBeInTheDocument();
  });

  it('finds collection points near a postal code and picks one', async () => {
    const onSelect = vi.fn<(point: CollectionPoint | undefined) => void>();
    const { user } = renderWithServices(
      sim,
      <CollectionPointFinder
        country="US"
        contact={undefined}
        contactNeeded={false}
        selected={undefined}
        onSelect={onSelect}
        onContactMissing={() => {}}
      />,
    );
    await user.type(screen.getByLabelText('Postal code of the collection point'), '80202');
    await user.click(screen.getByRole('button', { name: 'Find collection points' }));
    await user.click(await screen.findByRole('radio', { name: /UPS Access Point - LoDo Market/ }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'pudo-US-80202-1' }));
  });

  it('waits for the contact where the carrier needs it', async () => {
    const onContactMissing = vi.fn();
    const { user } = renderWithServices(
      sim,
      <CollectionPointFinder
        country="FR"
        contact={undefined}
        contactNeeded
        selected={undefined}
        onSelect={() => {}}
        onContactMissing={onContactMissing}
      />,
    );
    await user.type(screen.getByLabelText('Postal code of the collection point'), '75011');
    await user.click(screen.getByRole('button', { name: 'Find collection points' }));
    expect(onContactMissing).toHaveBeenCalled();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says when no collection point is near (STR404)', async () => {
    const { user } = renderWithServices(
      sim,
      <CollectionPointFinder
        country="US"
        contact={undefined}
        contactNeeded={false}
        selected={undefined}
        onSelect={() => {}}
        onContactMissing={() => {}}
      />,
    );
    await user.type(screen.getByLabelText('Postal code of the collection point'), '00000');
    await user.click(screen.getByRole('button', { name: 'Find collection points' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find a collection point there. Try another postal code.',
    );
  });
});
