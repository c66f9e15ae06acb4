import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTS, skuOf } from '../../testing/cart-test-data';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';

const sim = useTestSimulator();

afterEach(() => localStorage.clear());

/** A signed-in shopper with a jacket in the cart arrives at checkout. */
async function arriveSignedIn(email: string) {
  const app = renderApp(sim, '/en-us/cart');
  await act(() => app.services.commerce.session.signIn(email, 'Trail2026!'));
  const productId = await skuOf(sim, PRODUCTS.inStock);
  await act(() => app.services.commerce.cart.addItem({ productId }));
  await act(async () => app.router.navigate('/en-us/checkout'));
  return app;
}

const currentStep = () =>
  screen.getByRole('navigation', { name: 'Checkout steps' }).querySelector('[aria-current="step"]');

describe('express checkout on arrival', { timeout: 30_000 }, () => {
  it('a shopper with a main card and a default address lands on summary, the cart ready', async () => {
    const app = await arriveSignedIn('registered@example.com');
    await screen.findByRole('button', { name: 'Place order' });
    expect(currentStep()).toHaveTextContent('3. Review and place order');
    // The collapsed payment step says what pays: the main saved card.
    expect(screen.getByText(/^VISA ending in 1111 · \$/)).toBeInTheDocument();
    const cart = await app.services.commerce.cart.getCart();
    expect(cart?.shippingAddress?.city).toBe('Seattle');
    expect(cart?.totals.remainingToPay).toBe(0);
    // Once per cart: a reload stays on summary and does not pay again.
    const flow = JSON.parse(localStorage.getItem('storefront.checkout') ?? '{}');
    expect(flow).toMatchObject({ wanted: 'summary', status: 'EXPRESS', expressTried: true });
  });

  it('a shopper without a saved card falls back to the shipping step', async () => {
    await arriveSignedIn('partial@example.com');
    await screen.findByRole('button', { name: 'Continue to payment' });
    expect(currentStep()).toHaveTextContent('1. Shipping');
  });

  it('is off when the site turns the feature off', async () => {
    localStorage.setItem('storefront.flags', JSON.stringify({ expressCheckout: false }));
    const app = await arriveSignedIn('registered@example.com');
    await screen.findByRole('button', { name: 'Continue to payment' });
    const cart = await app.services.commerce.cart.getCart();
    expect(cart?.payment_instruments ?? []).toEqual([]);
  });
});
