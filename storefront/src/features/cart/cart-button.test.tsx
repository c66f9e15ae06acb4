import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../testing/cart-test-data';
import { useTestSimulator } from '../../testing/simulator-server';
import { CartButton } from './cart-button';
import { cartTestProviders } from './cart-test-wrapper';

const sim = useTestSimulator();

describe('CartButton', () => {
  it('links to the cart, named with the unit count, and follows the cart', async () => {
    const { commerce, Wrapper } = cartTestProviders(sim);
    render(
      <Wrapper>
        <CartButton />
      </Wrapper>,
    );
    const empty = await screen.findByRole('link', { name: 'Cart, empty' });
    expect(empty).toHaveAttribute('href', '/en-us/cart');
    await act(() =>
      commerce.cart.addItem({ productId: PRODUCTS.customisable, recipeId: 'rcp-0001', qty: 3 }),
    );
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' }, { timeout: 5000 })).toHaveTextContent(
      '3',
    );
  });
});
