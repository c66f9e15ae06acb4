import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutCommerce } from '../../../commerce/checkout/checkout-commerce';
import { ORDER_STORAGE_KEY } from '../../../commerce/checkout/order';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { PRODUCTS, skuOf } from '../../../testing/cart-test-data';
import { InViewObserver } from '../../../testing/in-view-observer';
import { readyToPlace } from '../../../testing/order-test-world';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';

const sim = useTestSimulator();
useAccountTestSetup();

beforeEach(() => {
  // The product page's content waits until it is near the viewport.
  vi.stubGlobal('IntersectionObserver', InViewObserver);
  localStorage.removeItem(ORDER_STORAGE_KEY);
  return () => vi.unstubAllGlobals();
});

/** The content area a page drew for a named content page (its blocks, from the simulator). */
const espotOf = (name: string) =>
  waitFor(
    () => {
      const found = document.querySelector<HTMLElement>(`[data-espot="${name}"]`);
      expect(found, `the ${name} espot`).not.toBeNull();
      return found as HTMLElement;
    },
    { timeout: 8000 },
  );

/** true when `first` comes before `second` in the document. */
const isBefore = (first: Node, second: Node) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('espots where their pages are (spec 001 section 2)', { timeout: 30_000 }, () => {
  it('the not-found page shows the error-4xx content below its message, none of it a second h1', async () => {
    renderApp(sim, '/en-us/no-such-page');
    const espot = await espotOf('error-4xx');
    expect(
      await within(espot).findByRole('heading', { level: 2, name: 'Looks like this trail ends here' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Page not found',
    ]);
    expect(isBefore(screen.getByRole('link', { name: 'Back to the home page' }), espot)).toBe(true);
  });

  it('the not-found page shows no content when the content API fails', async () => {
    await sim.control('POST', '/faults', { operation: 'getAugmentedPage', errorId: 'GEN500', times: 1 });
    const fetches = vi.spyOn(globalThis, 'fetch');
    renderApp(sim, '/en-us/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    const call = await waitFor(() => {
      const index = fetches.mock.calls.findIndex(([input]) => String(input).includes('/error-4xx'));
      expect(index).toBeGreaterThanOrEqual(0);
      return fetches.mock.results[index]?.value as Promise<Response>;
    });
    expect((await call).status).toBe(500);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.querySelector('[data-espot]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
  });

  it('the cart shows its content below the (empty) cart', async () => {
    renderApp(sim, '/en-us/cart');
    const espot = await espotOf('cart');
    expect(isBefore(screen.getByRole('heading', { name: 'Your cart is empty' }), espot)).toBe(true);
  });

  it('the search page shows its content under the zero-results suggestions', async () => {
    renderApp(sim, '/en-us/search?q=qqxxzzq');
    const espot = await espotOf('search');
    expect(
      isBefore(await screen.findByRole('heading', { level: 2, name: /couldn’t find anything/ }), espot),
    ).toBe(true);
  });

  it('the contact-us page shows its content below the form', async () => {
    renderApp(sim, '/en-us/help/contact-us');
    const espot = await espotOf('contact-us');
    expect(isBefore(await screen.findByRole('button', { name: 'Send message' }), espot)).toBe(true);
  });

  it('the sign-up page shows its content after the form', async () => {
    renderApp(sim, '/en-us/sign-up');
    const espot = await espotOf('sign-up');
    expect(isBefore(screen.getByRole('button', { name: 'Create account' }), espot)).toBe(true);
  });

  it('the sign-up dialog and the loyalty dialog show their content under their forms', async () => {
    const app = renderApp(sim, '/en-us');
    act(() => dialogStore.open('signUp'));
    const signUp = await screen.findByRole('dialog', { name: 'Create an account' }, { timeout: 8000 });
    expect(signUp.contains(await espotOf('sign-up-modal'))).toBe(true);
    act(() => dialogStore.closeAll());
    await act(() => app.services.commerce.session.signIn('registered@example.com', 'Trail2026!'));
    act(() => dialogStore.open('loyaltySignUp'));
    const loyalty = await screen.findByRole('dialog', { name: 'Join the loyalty programme' });
    const espot = await espotOf('loyalty-modal');
    expect(loyalty.contains(espot)).toBe(true);
  });

  it('a category listing shows its content (banner, subcategory cards) under the listing', async () => {
    renderApp(sim, '/en-us/c/mens-jackets-100110');
    const espot = await espotOf('category');
    expect(within(espot).getByRole('heading', { level: 2, name: "Men's Jackets" })).toBeInTheDocument();
    expect(isBefore(screen.getByRole('region', { name: 'Products' }), espot)).toBe(true);
  });

  it('a product page shows its content below the details', async () => {
    renderApp(sim, `/en-us/p/mens-summit-down-jacket-${PRODUCTS.inStock}`);
    await espotOf('product');
  });

  it('the checkout shows its content under the order summary', async () => {
    const app = renderApp(sim, '/en-us/cart');
    const productId = await skuOf(sim, PRODUCTS.inStock);
    await act(() => app.services.commerce.cart.addItem({ productId }));
    await act(async () => app.router.navigate('/en-us/checkout'));
    const espot = await espotOf('checkout');
    expect(isBefore(screen.getByRole('region', { name: 'Order summary' }), espot)).toBe(true);
  });

  it('the order confirmation shows its content below the order summary', async () => {
    const { commerce } = await readyToPlace(sim);
    const { order } = checkoutCommerce(commerce.deps);
    await order.placeOrder(await order.prepareOrder());
    renderApp(sim, '/en-us/order-confirmation');
    const espot = await espotOf('order-confirmation');
    expect(isBefore(screen.getByRole('region', { name: 'Payment' }), espot)).toBe(true);
  });
});
