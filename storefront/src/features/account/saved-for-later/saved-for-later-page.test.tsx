import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { SITES } from '../../../config/site-config';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { PRODUCTS, skuOf } from '../../../testing/cart-test-data';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { shownAreas } from '../area/account-areas';

const sim = useTestSimulator();
useAccountTestSetup();

describe('the saved-for-later page', { timeout: 30_000 }, () => {
  it('lists what the shopper saved from the cart, moves it back to the cart, then says nothing is saved', async () => {
    const sku = await skuOf(sim, PRODUCTS.inStock);
    const app = renderApp(sim, '/en-us');
    await act(async () => {
      await app.services.commerce.session.signIn('registered@example.com', 'Trail2026!');
      const cart = await app.services.commerce.cart.addItem({ productId: sku });
      const line = cart.items.find((i) => i.productId === sku);
      if (line) await app.services.commerce.cart.saveForLater(line.id);
    });
    act(() => app.router.navigate('/en-us/account/saved-for-later'));
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: /^Saved for later/ },
      { timeout: 8000 },
    );
    expect(within(heading).getByText('1 item')).toBeInTheDocument();
    const main = document.querySelector('main') as HTMLElement;
    const result = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    await app.user.click(await screen.findByRole('button', { name: /^Move to cart: / }));
    await screen.findByText(/Nothing saved for later/, {}, { timeout: 8000 });
    const cart = await app.services.commerce.cart.getCart();
    expect(cart?.items.map((i) => i.productId)).toContain(sku);
  });

  it('is not offered to an associate selling in store, nor are favourites', () => {
    const ids = (inStoreAssociate: boolean) =>
      shownAreas({ features: SITES['en-us'].features, inStoreAssociate }).map((a) => a.id);
    expect(ids(false)).toEqual(expect.arrayContaining(['favorites', 'savedForLater', 'help']));
    expect(ids(true)).not.toContain('savedForLater');
    expect(ids(true)).not.toContain('favorites');
  });
});
