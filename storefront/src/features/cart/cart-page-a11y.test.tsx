import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { PRODUCTS, skuOf } from '../../testing/cart-test-data';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { dialogStore } from '../../ui/dialog/dialog-store';

const sim = useTestSimulator();

describe('cart page accessibility', { timeout: 20_000 }, () => {
  it('has no axe violations with lines, a promo code and saved items', async () => {
    const app = renderApp(sim, '/en-us/cart');
    await act(() =>
      app.services.commerce.cart.addItem({ productId: PRODUCTS.customisable, recipeId: 'rcp-0001' }),
    );
    await act(async () => {
      const sku = await skuOf(sim, PRODUCTS.onSale);
      const cart = await app.services.commerce.cart.addItem({ productId: sku });
      const line = cart.items.find((i) => i.productId === sku);
      if (line) await app.services.commerce.cart.saveForLater(line.id);
      await app.services.commerce.cart.applyCoupon('SPRING20');
    });
    await screen.findByRole('region', { name: 'Order summary' });
    await screen.findByRole('region', { name: /Saved for later/ });
    const main = document.querySelector('main') as HTMLElement;
    const result = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('the mini cart has no axe violations', async () => {
    const app = renderApp(sim, '/en-us/cart');
    const cart = await act(() =>
      app.services.commerce.cart.addItem({ productId: PRODUCTS.customisable, recipeId: 'rcp-0001' }),
    );
    await act(async () => dialogStore.open('miniCart', { itemId: cart.items[0]?.id }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    await screen.findByText('1 item in your cart');
    // Contrast needs real layout, which happy-dom lacks (the e2e axe run checks it in Chromium).
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    act(() => dialogStore.closeAll());
  });
});
