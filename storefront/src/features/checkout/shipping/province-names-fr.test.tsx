import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTS, skuOf } from '../../../testing/cart-test-data';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';

const sim = useTestSimulator();

afterEach(() => {
  act(() => dialogStore.closeAll());
  localStorage.clear();
});

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the fr-ca shipping address form', { timeout: 30_000 }, () => {
  it('lists the provinces, and the states of the US, by their French names', async () => {
    const app = renderApp(sim, '/fr-ca/cart');
    const productId = await skuOf(sim, PRODUCTS.inStock);
    await act(() => app.services.commerce.cart.addItem({ productId }));
    await act(async () => app.router.navigate('/fr-ca/checkout'));
    await screen.findByRole('heading', { level: 3, name: 'Adresse de livraison' }, { timeout: 15_000 });
    // (jsdom shows the select's first option, United States, until one is chosen: choose Canada.)
    await app.user.selectOptions(screen.getByLabelText('Pays', { selector: 'select' }), 'CA');
    const province = screen.getByLabelText('Province', { selector: 'select' });
    // The server's rules (asked per country and locale) arrive after the contracts' defaults: both French.
    await within(province).findByRole('option', { name: 'Colombie-Britannique' });
    const names = optionNames(province);
    expect(names).toEqual(
      expect.arrayContaining([
        'Québec',
        'Terre-Neuve-et-Labrador',
        'Île-du-Prince-Édouard',
        'Nouvelle-Écosse',
      ]),
    );
    expect(names).not.toContain('British Columbia');
    expect(names).not.toContain('Quebec');

    await app.user.selectOptions(screen.getByLabelText('Pays', { selector: 'select' }), 'US');
    const state = await screen.findByLabelText('État', { selector: 'select' });
    await within(state).findByRole('option', { name: 'Caroline du Nord' });
    expect(optionNames(state)).not.toContain('North Carolina');
  });
});
