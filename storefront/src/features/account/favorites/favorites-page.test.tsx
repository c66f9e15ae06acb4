import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { PRODUCTS } from '../../../testing/cart-test-data';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';

const sim = useTestSimulator();
useAccountTestSetup();

/** The seeded shopper, signed in, with favourites added through the commerce adapter. */
async function signedInWith(path: string, ids: readonly string[]) {
  const app = renderApp(sim, '/en-us');
  await act(async () => {
    await app.services.commerce.session.signIn('registered@example.com', 'Trail2026!');
    for (const id of ids) await app.services.commerce.wishlists.addFavorite(id);
  });
  act(() => app.router.navigate(path));
  return app;
}

const axeViolations = async () => {
  const main = document.querySelector('main') as HTMLElement;
  const result = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
};

describe('the favourites page', { timeout: 30_000 }, () => {
  it('lists the favourites, removes one, and moves one to the cart in a chosen size (off the list)', async () => {
    const app = await signedInWith('/en-us/account/favorites', [PRODUCTS.inStock, PRODUCTS.onSale]);
    await screen.findByRole('heading', { level: 1, name: 'Favourites' }, { timeout: 8000 });
    await screen.findByText('2 products');
    const removes = await screen.findAllByRole('button', { name: /^Remove .* from favourites$/ });
    expect(await axeViolations()).toEqual([]);
    await app.user.click(removes[0] as HTMLElement);
    await screen.findByText('1 product');
    const size = await screen.findByRole('combobox', { name: /^Size of / });
    await waitFor(() => expect(size.querySelectorAll('option').length).toBeGreaterThan(1));
    await app.user.selectOptions(size, size.querySelectorAll('option')[1] as HTMLOptionElement);
    await app.user.click(await screen.findByRole('button', { name: /^Move .* to cart$/ }));
    await screen.findByText(/No favourites yet/, {}, { timeout: 8000 });
    const cart = await app.services.commerce.cart.getCart();
    expect(cart?.items.map((i) => i.masterId)).toContain(PRODUCTS.onSale);
  });

  it('shows the configured page size (24), then Show more', async () => {
    const world = await sim.simulator.worlds.get(sim.sessionHeader()['x-harness-session'] ?? '');
    const styles = [...new Set(world.data.catalogue.products.map((p) => p.styleId))];
    const app = await signedInWith('/en-us', []);
    await act(async () => {
      let added = 0;
      for (const id of styles) {
        if (added === 25) break;
        if ((await app.services.commerce.wishlists.addFavorite(id)).ok) added += 1;
      }
    });
    act(() => app.router.navigate('/en-us/account/favorites'));
    await screen.findByText('25 products', {}, { timeout: 15_000 });
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(24);
    await app.user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shares the list: the link opens a read-only page for someone not signed in', async () => {
    const app = await signedInWith('/en-us/account/favorites', [PRODUCTS.inStock]);
    await app.user.click(
      await screen.findByRole('button', { name: 'Share your favourites' }, { timeout: 8000 }),
    );
    const link = await screen.findByRole('link', { name: /\/en-us\/favorites\/shared\// });
    const url = new URL(link.getAttribute('href') ?? '');
    await act(() => app.services.commerce.session.signOut());
    app.router.navigate(`${url.pathname}${url.search}`);
    await screen.findByRole('heading', { level: 1, name: 'Ana’s favourites' }, { timeout: 8000 });
    await screen.findByText('1 product');
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('a failed share only logs and says the link could not be made', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await signedInWith('/en-us/account/favorites', [PRODUCTS.inStock]);
    await sim.control('POST', '/faults', { operation: 'shareFavorites', status: 500, times: 1 });
    await app.user.click(
      await screen.findByRole('button', { name: 'Share your favourites' }, { timeout: 8000 }),
    );
    await screen.findByText(/The link could not be made/);
    expect(log).toHaveBeenCalled();
  });

  it('a list never shared is not found on the shared page', async () => {
    renderApp(sim, '/fr-ca/favorites/shared/fav-unknown');
    const main = await screen.findByRole('main');
    await within(main).findByText(/n’est pas \(ou plus\) partagée/, {}, { timeout: 8000 });
  });

  it('is not offered without the favourites flag', async () => {
    const app = renderApp(sim, '/en-us/account', { features: { favorites: false } });
    await act(() => app.services.commerce.session.signIn('registered@example.com', 'Trail2026!'));
    const nav = await screen.findByRole('navigation', { name: 'Your account' }, { timeout: 8000 });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Saved for later' })).toBeInTheDocument(),
    );
    expect(within(nav).queryByRole('link', { name: 'Favourites' })).toBeNull();
  });
});
