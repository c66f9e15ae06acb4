import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestSimulator } from '../../../testing/simulator-server';
import { testCommerce } from '../../../testing/test-commerce';
import { dialogStore } from '../../../ui/dialog/dialog-store';
import { chosenStore, setChosenStore } from '../../stores/chosen-store';
import { renderDeliveryApp } from './delivery-test-app';

const sim = useTestSimulator();

afterEach(() => {
  dialogStore.closeAll();
  chosenStore.set({});
});

const JACKET = 'SPJK0001BLKM';

/** A guest cart with the given skus, made through the API before the page renders. */
async function cartWith(...skus: string[]) {
  const commerce = testCommerce(sim);
  const created = await commerce.deps.call('createCart', { body: {} });
  commerce.deps.session.set((s) => ({ ...s, basketId: created.id }));
  let cart = created;
  for (const sku of skus) {
    cart = await commerce.deps.call('addCartItem', { body: { cartId: created.id, productId: sku, qty: 1 } });
  }
  return { commerce, cart };
}

async function lineOf(name: RegExp) {
  return screen.findByRole('listitem', { name });
}

describe('delivery per cart line', { timeout: 30_000 }, () => {
  it('switching a line to pickup opens the store picker; selecting a store sets the method and names the store', async () => {
    const { commerce, cart } = await cartWith(JACKET);
    const product = cart.items[0]?.name ?? '';
    const { user } = renderDeliveryApp(sim, { commerce });
    const line = await lineOf(new RegExp(product));
    expect(within(line).getByText('Home delivery')).toBeInTheDocument();

    await user.click(within(line).getByRole('button', { name: `Change delivery of ${product}` }));
    const change = await screen.findByRole('dialog', { name: 'Delivery method' });
    await user.click(within(change).getByRole('radio', { name: /Pick up in store/ }));
    await user.click(within(change).getByRole('button', { name: 'Apply' }));

    const picker = await screen.findByRole('dialog', { name: 'Pick up in store' });
    await user.type(within(picker).getByLabelText('Postal code'), '80202');
    await user.click(within(picker).getByRole('button', { name: 'Find stores' }));
    await user.click(
      await within(picker).findByRole('button', { name: 'Select this store: Denver Flagship' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(line).getByText('Pick up in store')).toBeInTheDocument());
    expect(within(line).getByText('at Denver Flagship')).toBeInTheDocument();
    expect(chosenStore.get().store?.id).toBe('0412');
  });

  it('offers for pickup only the stores that do pickup', async () => {
    const { commerce, cart } = await cartWith(JACKET);
    const product = cart.items[0]?.name ?? '';
    const { user } = renderDeliveryApp(sim, { commerce });
    const line = await lineOf(new RegExp(product));
    await user.click(within(line).getByRole('button', { name: `Change delivery of ${product}` }));
    const change = await screen.findByRole('dialog', { name: 'Delivery method' });
    await user.click(within(change).getByRole('radio', { name: /Pick up in store/ }));
    await user.click(within(change).getByRole('button', { name: 'Apply' }));
    const picker = await screen.findByRole('dialog', { name: 'Pick up in store' });
    await user.type(within(picker).getByLabelText('Postal code'), '84101');
    await user.click(within(picker).getByRole('button', { name: 'Find stores' }));
    expect(
      await within(picker).findByRole('button', { name: 'Select this store: Salt Lake City Main Street' }),
    ).toBeDisabled();
    expect(within(picker).getByText('Pickup is not offered at this store')).toBeInTheDocument();
  });

  it('lists the methods of a line and applies the chosen one', async () => {
    const { commerce, cart } = await cartWith(JACKET);
    const product = cart.items[0]?.name ?? '';
    const { user } = renderDeliveryApp(sim, { commerce });
    const line = await lineOf(new RegExp(product));
    await user.click(within(line).getByRole('button', { name: `Change delivery of ${product}` }));
    const change = await screen.findByRole('dialog', { name: 'Delivery method' });
    const radios = within(change).getAllByRole('radio');
    const names = radios.map((r) => r.closest('div')?.textContent ?? '');
    expect(names.some((n) => n.startsWith('Home delivery'))).toBe(true);
    expect(names.some((n) => n.startsWith('Standard delivery'))).toBe(true);
    expect(names.some((n) => n.startsWith('Ship to store'))).toBe(true);
    // Collection points are off on the US site.
    expect(within(change).queryByRole('radio', { name: /Collection point/ })).toBeNull();
    expect(within(change).getByRole('radio', { name: /Home delivery/ })).toBeChecked();

    await user.click(within(change).getByRole('radio', { name: /Standard delivery/ }));
    await user.click(within(change).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(line).getByText('Standard delivery')).toBeInTheDocument());
  });

  it('hides pickup and ship to store when allowPickupOrder is off', async () => {
    const { commerce, cart } = await cartWith(JACKET);
    const product = cart.items[0]?.name ?? '';
    const { user } = renderDeliveryApp(sim, { commerce, flags: { allowPickupOrder: false } });
    const line = await lineOf(new RegExp(product));
    await user.click(within(line).getByRole('button', { name: `Change delivery of ${product}` }));
    const change = await screen.findByRole('dialog', { name: 'Delivery method' });
    expect(within(change).getByRole('radio', { name: /Home delivery/ })).toBeInTheDocument();
    expect(within(change).queryByRole('radio', { name: /Pick up in store/ })).toBeNull();
    expect(within(change).queryByRole('radio', { name: /Ship to store/ })).toBeNull();
  });

  it('asks before a new store takes the pickup lines, then says the store changed', async () => {
    const { commerce, cart } = await cartWith(JACKET);
    const [denver] = await commerce.stores.searchStores({ place: { postalCode: '80202' } });
    if (!denver) throw new Error('no Denver store');
    await commerce.cartDelivery.setShippingMethod({
      cartId: cart.id,
      itemIds: cart.items.filter((l) => !l.bonus).map((l) => l.id),
      code: 'pickup',
      storeId: denver.id,
    });
    setChosenStore(denver);
    const product = cart.items[0]?.name ?? '';
    const { user } = renderDeliveryApp(sim, { commerce, sku: JACKET });
    const line = await lineOf(new RegExp(product));
    expect(await within(line).findByText('at Denver Flagship')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check store availability' }));
    const picker = await screen.findByRole('dialog', { name: 'Check store availability' });
    // The chosen store's postal code is searched at once.
    await user.click(
      await within(picker).findByRole('button', { name: 'Select this store: Boulder Pearl Street' }),
    );

    const confirm = await screen.findByRole('dialog', { name: 'Change store?' });
    expect(
      within(confirm).getByText('Items for pickup will move to Boulder Pearl Street.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Change store' }));

    const notice = await screen.findByRole('dialog', { name: 'Store changed' });
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(line).getByText('at Boulder Pearl Street')).toBeInTheDocument());
    expect(chosenStore.get().store?.id).toBe('0415');
  });

  it('shows a friendly message when no store is found (STR404)', async () => {
    const { commerce } = await cartWith(JACKET);
    const { user } = renderDeliveryApp(sim, { commerce, sku: JACKET });
    await user.click(screen.getByRole('button', { name: 'Check store availability' }));
    const picker = await screen.findByRole('dialog', { name: 'Check store availability' });
    await user.type(within(picker).getByLabelText('Postal code'), '00000');
    await user.click(within(picker).getByRole('button', { name: 'Find stores' }));
    expect(await within(picker).findByRole('alert')).toHaveTextContent(
      'We could not find a store there. Try another postal code.',
    );
  });

  it('shows a friendly message when the store is gone as the method is set (STR404)', async () => {
    const { commerce, cart } = await cartWith(JACKET);
    const [denver] = await commerce.stores.searchStores({ place: { postalCode: '80202' } });
    if (!denver) throw new Error('no Denver store');
    setChosenStore(denver);
    await sim.control('POST', '/faults', { operation: 'setShippingMethod', errorId: 'STR404', times: 1 });
    const product = cart.items[0]?.name ?? '';
    const { user } = renderDeliveryApp(sim, { commerce });
    const line = await lineOf(new RegExp(product));
    await user.click(within(line).getByRole('button', { name: `Change delivery of ${product}` }));
    const change = await screen.findByRole('dialog', { name: 'Delivery method' });
    const pickup = within(change).getByRole('radio', { name: /Pick up in store/ });
    await waitFor(() => expect(pickup).toBeEnabled());
    await user.click(pickup);
    await user.click(within(change).getByRole('button', { name: 'Apply' }));
    expect(await within(change).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'We could not find a store there. Try another postal code.',
    );
    expect(within(line).getByText('Home delivery')).toBeInTheDocument();
  });
});
