import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTS, skuOf } from '../../testing/cart-test-data';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { dialogStore } from '../../ui/dialog/dialog-store';

const sim = useTestSimulator();

afterEach(() => {
  act(() => dialogStore.closeAll());
});

/** Intl separates with no-break spaces; read them as plain ones. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the fr-ca cart (whole storefront)', { timeout: 30_000 }, () => {
  it('shows its amounts in CAD and its promotions in French, quoting CAD', async () => {
    const app = renderApp(sim, '/fr-ca/cart');
    const productId = await skuOf(sim, PRODUCTS.inStock);
    await act(() => app.services.commerce.cart.addItem({ productId }));
    const summary = await screen.findByRole('region', { name: 'Récapitulatif de la commande' });
    await waitFor(() => expect(within(summary).getByText('Promotions appliquées')).toBeInTheDocument());
    const text = plain(summary);
    // Every amount in the cart's currency, French number format, CAD as its code.
    expect(text).toMatch(/Articles \(1\)\d[\d ]*,\d\d CAD/);
    expect(text).toMatch(/Total\d[\d ]*,\d\d CAD/);
    expect(text).not.toMatch(/\$/);
    // The promotions the simulator applied, in French with their thresholds in CAD.
    const promotions = within(summary).getAllByRole('listitem').map(plain);
    expect(promotions).toEqual(
      expect.arrayContaining([
        expect.stringContaining('15 CAD de réduction dès 150 CAD'),
        expect.stringContaining('Livraison offerte dès 75 CAD'),
      ]),
    );
    expect(text).not.toMatch(/Free shipping|off \$|\bover\b/);
  });
});
