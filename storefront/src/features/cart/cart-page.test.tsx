import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTS, skuOf } from '../../testing/cart-test-data';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { dialogStore } from '../../ui/dialog/dialog-store';
import { toastStore } from '../../ui/toast/toast-store';

const sim = useTestSimulator();
// The first visit loads the route chunk and the catalogue: give it time.

afterEach(() => {
  act(() => {
    dialogStore.closeAll();
    toastStore.clear();
  });
});

const JACKET = "Men's Summit Down Jacket";

/** The cart page with the given lines already in the shopper's cart. */
async function cartPageWith(lines: { productId: string; qty?: number; recipeId?: string }[]) {
  const app = renderApp(sim, '/en-us/cart');
  for (const line of lines) await act(() => app.services.commerce.cart.addItem(line));
  return app;
}

// The cart's line, not the cart content's upsell of the same product below the lines (document order).
const lineNamed = async (name: string) =>
  (await screen.findAllByRole('heading', { level: 3, name }))[0]?.closest('li') as HTMLElement;

const summary = () => screen.getByRole('region', { name: 'Order summary' });

describe('cart page', { timeout: 20_000 }, () => {
  it('shows the empty cart with a link to shop', async () => {
    renderApp(sim, '/en-us/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/en-us');
  });

  it('changing the quantity updates the line and the totals', async () => {
    const { user } = await cartPageWith([{ productId: await skuOf(sim, PRODUCTS.inStock) }]);
    const line = await lineNamed(JACKET);
    expect(within(line).getByText('$229.00')).toBeInTheDocument();
    await user.click(within(line).getByRole('button', { name: `Increase quantity of ${JACKET}` }));
    await waitFor(() => expect(within(line).getByText('$458.00')).toBeInTheDocument());
    expect(within(summary()).getByText('Items (2)')).toBeInTheDocument();
    expect(within(line).getByLabelText(`Quantity of ${JACKET}`)).toHaveValue(2);
  });

  it('free shipping shows at the shipping row, not in the discounts; the free gift has its own row', async () => {
    // The jacket ($229) earns $15 off $150, free shipping over $75 and the free tote over $200.
    await cartPageWith([{ productId: await skuOf(sim, PRODUCTS.inStock) }]);
    await lineNamed('Free Trail Tote');
    const rows = within(summary()).getAllByRole('term');
    const amountOf = (label: string) => rows.find((dt) => dt.textContent === label)?.nextElementSibling;
    expect(amountOf('Items (1)')).toHaveTextContent('$229.00');
    expect(amountOf('Free gift (1)')).toHaveTextContent('Free');
    expect(amountOf('Discounts')).toHaveTextContent('−$15.00');
    const shipping = amountOf('Shipping');
    expect(shipping).toHaveTextContent('$7.95 Free (instead of $7.95)');
    expect(shipping?.querySelector('s')).toHaveTextContent('$7.95');
    expect(amountOf('Total')).toHaveTextContent('$214.00');
  });

  it('typing more than the max shows the max-quantity message with the number on the line', async () => {
    const { user } = await cartPageWith([{ productId: PRODUCTS.customisable, recipeId: 'rcp-0001', qty: 3 }]);
    const name =
      (await screen.findByRole('heading', { level: 3, name: /Basecamp Custom Daypack/ })).textContent ?? '';
    const line = await lineNamed(name);
    const input = within(line).getByLabelText(`Quantity of ${name}`);
    await user.clear(input);
    await user.type(input, '9');
    await user.tab();
    const message = await within(line).findByText('You can add up to 5 of this item');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(input).toHaveValue(5));
    expect(within(line).getByText('You can add up to 5 of this item')).toBeInTheDocument();
  });

  it('removes a line; a failed remove says so on the line', async () => {
    const { user } = await cartPageWith([
      { productId: await skuOf(sim, PRODUCTS.inStock) },
      { productId: await skuOf(sim, PRODUCTS.lowStock) },
    ]);
    const jacket = await lineNamed(JACKET);
    await sim.control('POST', '/faults', { operation: 'removeCartItem', status: 500, times: 1 });
    await user.click(within(jacket).getByRole('button', { name: `Remove ${JACKET}` }));
    expect(
      await within(jacket).findByText('Unable to remove item from cart. Please try again later'),
    ).toBeVisible();
    await user.click(within(jacket).getByRole('button', { name: `Remove ${JACKET}` }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: JACKET })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('heading', { level: 3, name: "Men's Glacier Fleece Jacket" }),
    ).toBeInTheDocument();
  });

  it('applies SPRING20 (shown in the summary with its promotion) and shows an invalid code at the input', async () => {
    const { user } = await cartPageWith([{ productId: await skuOf(sim, PRODUCTS.inStock) }]);
    await lineNamed(JACKET);
    const field = within(summary()).getByLabelText('Promo code');
    await user.type(field, 'NOTACODE');
    await user.click(within(summary()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/promo code/i);
    await user.clear(field);
    await user.type(field, 'SPRING20');
    await user.click(within(summary()).getByRole('button', { name: 'Apply' }));
    expect(await within(summary()).findByText('Promo code SPRING20 applied')).toBeInTheDocument();
    expect(within(summary()).getByText('Discounts')).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(await within(summary()).findByText('20% off with SPRING20')).toBeInTheDocument();
    await user.click(within(summary()).getByRole('button', { name: 'Remove promo code SPRING20' }));
    await waitFor(() =>
      expect(within(summary()).queryByText('Promo code SPRING20 applied')).not.toBeInTheDocument(),
    );
  });

  it('saves a line for later and moves it back', async () => {
    const { user } = await cartPageWith([{ productId: await skuOf(sim, PRODUCTS.inStock) }]);
    await user.click(
      within(await lineNamed(JACKET)).getByRole('button', { name: `Save for later: ${JACKET}` }),
    );
    const saved = await screen.findByRole('region', { name: /Saved for later/ });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    await user.click(await within(saved).findByRole('button', { name: `Move to cart: ${JACKET}` }));
    expect(await lineNamed(JACKET)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Saved for later/ })).not.toBeInTheDocument(),
    );
  });

  it('offers Favourite only when the favorites flag is on', async () => {
    localStorage.setItem('storefront.flags', JSON.stringify({ favorites: false }));
    await cartPageWith([{ productId: await skuOf(sim, PRODUCTS.inStock) }]);
    const line = await lineNamed(JACKET);
    expect(within(line).getByRole('button', { name: `Save for later: ${JACKET}` })).toBeInTheDocument();
    expect(
      within(line).queryByRole('button', { name: `Add to favourites: ${JACKET}` }),
    ).not.toBeInTheDocument();
  });

  it('favourites a line when the flag is on', async () => {
    const { user } = await cartPageWith([{ productId: await skuOf(sim, PRODUCTS.inStock) }]);
    const line = await lineNamed(JACKET);
    await user.click(within(line).getByRole('button', { name: `Add to favourites: ${JACKET}` }));
    expect(await within(line).findByText('Added to favourites')).toBeInTheDocument();
  });

  it('a cart gone missing is recreated with its lines, with the expired-cart notice', {
    timeout: 15_000,
  }, async () => {
    const sku = await skuOf(sim, PRODUCTS.inStock);
    const { services } = await cartPageWith([{ productId: sku, qty: 2 }]);
    await lineNamed(JACKET);
    const before = services.commerce.deps.session.get().basketId;
    await sim.control('POST', '/faults', { operation: 'getCart', errorId: 'BSK404', times: 1 });
    act(() => void services.queryClient.invalidateQueries({ queryKey: ['cart'] }));
    expect(
      await screen.findByText('Your cart has expired. We have created a new one for you.'),
    ).toBeInTheDocument();
    expect(services.commerce.deps.session.get().basketId).not.toBe(before);
    expect(within(await lineNamed(JACKET)).getByLabelText(`Quantity of ${JACKET}`)).toHaveValue(2);
  });

  it('CANT_SHIP_THERE shows the top banner', async () => {
    const { user } = await cartPageWith([{ productId: await skuOf(sim, PRODUCTS.inStock) }]);
    const line = await lineNamed(JACKET);
    await sim.control('POST', '/faults', {
      operation: 'updateCartItem',
      errorId: 'CANT_SHIP_THERE',
      force: true,
      times: 1,
    });
    await user.click(within(line).getByRole('button', { name: `Increase quantity of ${JACKET}` }));
    const banner = await screen.findByText('We cannot ship some items to this address.');
    expect(banner.closest('[role="alert"]')).not.toBeNull();
  });

  it('the mini cart shows the added line, the count and subtotal, View cart and Checkout', async () => {
    const app = renderApp(sim, '/en-us/cart');
    const cart = await act(() =>
      app.services.commerce.cart.addItem({ productId: PRODUCTS.customisable, recipeId: 'rcp-0001', qty: 2 }),
    );
    await act(async () => dialogStore.open('miniCart', { itemId: cart.items[0]?.id }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(await within(dialog).findByText('2 items in your cart')).toBeInTheDocument();
    expect(within(dialog).getByText('Subtotal')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/en-us/cart');
    expect(within(dialog).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en-us/checkout');
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
