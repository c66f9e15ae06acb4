import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { associateCommerce } from '../../commerce/associate';
import { PRODUCTS, skuOf } from '../../testing/cart-test-data';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';

const sim = useTestSimulator();

const DENVER = { storeId: '0412', username: 'E10442', password: 'Associate2026!' };
const JACKET = "Men's Summit Down Jacket";

/** The paths of every call the storefront makes (through msw to the real simulator handlers). */
function watchCalls() {
  const paths: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    paths.push(new URL(url, 'http://localhost').pathname);
    return realFetch(input, init);
  });
  return paths;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('associates do not load saved-for-later or favorites (spec 000 section 6)', {
  timeout: 30_000,
}, () => {
  it('the cart page of a signed-in employee in store asks for no saved-for-later list', async () => {
    const app = renderApp(sim, '/en-us/cart');
    const { commerce } = app.services;
    await act(() => associateCommerce(commerce).signIn(DENVER));
    const paths = watchCalls();
    await act(async () => {
      await commerce.cart.addItem({ productId: await skuOf(sim, PRODUCTS.inStock) });
    });
    expect(await screen.findByRole('heading', { level: 3, name: JACKET })).toBeInTheDocument();
    // The cart was read (the watch works); no wishlist call (saved for later, favorites) was made.
    expect(paths.some((p) => p.startsWith('/cart/'))).toBe(true);
    expect(paths.filter((p) => p.startsWith('/wishlists/'))).toEqual([]);
  });

  it('a signed-in employee who is not in store does load it (the rule is the in-store session)', async () => {
    const paths = watchCalls();
    const app = renderApp(sim, '/en-us/cart');
    await act(() => app.services.commerce.session.signIn('employee@example.com', 'Trail2026!'));
    await act(async () => {
      await app.services.commerce.cart.addItem({ productId: await skuOf(sim, PRODUCTS.inStock) });
    });
    expect(await screen.findByRole('heading', { level: 3, name: JACKET })).toBeInTheDocument();
    await vi.waitFor(() => expect(paths).toContain('/wishlists/v2/saveForLater'));
  });
});
