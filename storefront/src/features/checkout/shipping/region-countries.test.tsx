import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REGION_COUNTRIES } from '../../../../../contracts/common/sites';
import { PRODUCTS, skuOf } from '../../../testing/cart-test-data';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';
import { countryOptions, phoneCodeOptions } from './address-messages';

const sim = useTestSimulator();

afterEach(() => {
  act(() => dialogStore.closeAll());
  localStorage.clear();
});

const optionValues = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));

// The form offers the countries the server ships to from the region: the contracts' one table, so a
// list of the storefront's own (it had one, with four EMEA countries) would fail here.
describe("the shipping form's countries", { timeout: 30_000 }, () => {
  it('are exactly the contract countries of each region, for the country and the dial code', () => {
    for (const [region, countries] of Object.entries(REGION_COUNTRIES)) {
      expect(countryOptions('en-us', region).map((o) => o.value)).toEqual(countries);
      expect(phoneCodeOptions('en-us', region)).toHaveLength(countries.length);
    }
  });

  it('on the fr-fr site, offer every EMEA country of the contracts', async () => {
    const app = renderApp(sim, '/fr-fr/cart');
    const productId = await skuOf(sim, PRODUCTS.inStock);
    await act(() => app.services.commerce.cart.addItem({ productId }));
    await act(async () => app.router.navigate('/fr-fr/checkout'));
    await screen.findByRole('heading', { level: 3, name: 'Adresse de livraison' }, { timeout: 15_000 });
    const country = screen.getByLabelText('Pays', { selector: 'select' });
    expect(optionValues(country)).toEqual(REGION_COUNTRIES.EMEA);
  });
});
