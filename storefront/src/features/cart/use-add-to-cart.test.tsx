import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS, skuOf } from '../../testing/cart-test-data';
import { useTestSimulator } from '../../testing/simulator-server';
import { dialogStore } from '../../ui/dialog/dialog-store';
import { toastStore } from '../../ui/toast/toast-store';
import { cartKey } from './cart-query';
import { cartTestProviders } from './cart-test-wrapper';
import { pageReload } from './page-reload';
import { isAddToCartError, useAddToCart } from './use-add-to-cart';
import { useCartRecoveryNotices } from './use-cart-recovery-notices';

const sim = useTestSimulator();

afterEach(() => {
  dialogStore.closeAll();
  toastStore.clear();
  vi.restoreAllMocks();
});

function setup() {
  const providers = cartTestProviders(sim);
  const view = renderHook(
    () => {
      useCartRecoveryNotices();
      return useAddToCart();
    },
    { wrapper: providers.Wrapper },
  );
  return { ...providers, view };
}

/** The rejection of a call that must fail (a success fails the test). */
async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the add to fail');
}

describe('useAddToCart', () => {
  it('creates the cart on the first add, caches it and opens the mini cart on the added line', async () => {
    const { commerce, queryClient, view } = setup();
    const sku = await skuOf(sim, PRODUCTS.inStock);
    await act(() => view.result.current.addItem({ productId: sku }));
    const cartId = commerce.deps.session.get().basketId;
    expect(cartId).toBeDefined();
    const cart = queryClient.getQueryData<{ items: { id: string; productId: string }[] }>(cartKey(cartId));
    expect(cart?.items.map((i) => i.productId)).toContain(sku);
    const line = cart?.items.find((i) => i.productId === sku);
    expect(dialogStore.getState().open).toMatchObject({ id: 'miniCart', props: { itemId: line?.id } });
  });

  it('ADDED_MAX_QUANTITY rejects with the message naming the max', async () => {
    const { view } = setup();
    const made = { productId: PRODUCTS.customisable, recipeId: 'rcp-0001' };
    await act(() => view.result.current.addItem({ ...made, qty: 5 }));
    const error = await failureOf(() => view.result.current.addItem(made));
    expect(isAddToCartError(error)).toBe(true);
    expect(error).toMatchObject({
      failure: { kind: 'max-quantity', errorId: 'ADDED_MAX_QUANTITY', max: 5 },
      text: 'You can add up to 5 of this item',
    });
    expect(toastStore.getQueue()).toEqual([]);
  });

  it('an item-level id is returned for the caller to show; a server failure also toasts', async () => {
    const { view } = setup();
    const gone = await failureOf(() => view.result.current.addItem({ productId: PRODUCTS.offline }));
    expect(gone).toMatchObject({ failure: { kind: 'item' } });
    await sim.control('POST', '/faults', { operation: 'addCartItem', status: 500, times: 1 });
    const sku = await skuOf(sim, PRODUCTS.inStock);
    const broken = await failureOf(() => view.result.current.addItem({ productId: sku }));
    expect(broken).toMatchObject({ failure: { kind: 'generic' } });
    expect(toastStore.getQueue().map((t) => t.title)).toEqual([
      'We could not add this item to your cart. Please try again.',
    ]);
  });

  it('CART_NOT_FOUND: the add succeeds on a recreated cart holding the earlier items, with the expired notice', async () => {
    const { commerce, view } = setup();
    const first = await skuOf(sim, PRODUCTS.inStock);
    const second = await skuOf(sim, PRODUCTS.onSale);
    await act(() => view.result.current.addItem({ productId: first, qty: 2 }));
    const before = commerce.deps.session.get().basketId;
    await sim.control('POST', '/faults', { operation: 'addCartItem', errorId: 'CART_NOT_FOUND', times: 1 });
    await act(() => view.result.current.addItem({ productId: second }));
    const after = commerce.deps.session.get().basketId;
    expect(after).not.toBe(before);
    expect(commerce.cart.snapshot().lines).toEqual([
      { productId: first, qty: 2 },
      { productId: second, qty: 1 },
    ]);
    expect(toastStore.getQueue().map((t) => t.title)).toContain(
      'Your cart has expired. We have created a new one for you.',
    );
  });

  it('INVALID_CUSTOMER: clears and recreates the cart, shows the message and reloads after 4000 ms', async () => {
    const reload = vi.fn();
    const after = vi.fn<(ms: number, run: () => void) => () => void>(() => () => {});
    vi.spyOn(pageReload, 'reload').mockImplementation(reload);
    vi.spyOn(pageReload, 'after').mockImplementation(after);
    const { commerce, view } = setup();
    const sku = await skuOf(sim, PRODUCTS.inStock);
    await act(() => view.result.current.addItem({ productId: sku }));
    const before = commerce.deps.session.get().basketId;
    await sim.control('POST', '/faults', { operation: 'addCartItem', errorId: 'INVALID_CUSTOMER', times: 1 });
    const error = await failureOf(() => view.result.current.addItem({ productId: sku }));
    expect(error).toMatchObject({ failure: { kind: 'cart-reset' } });
    const now = commerce.deps.session.get().basketId;
    expect(now).toBeDefined();
    expect(now).not.toBe(before);
    expect(commerce.cart.snapshot().lines).toEqual([]);
    await waitFor(() =>
      expect(toastStore.getQueue().map((t) => t.title)).toContain(
        'This cart belongs to a different customer. We are creating a new cart and will reload the page.',
      ),
    );
    expect(after).toHaveBeenCalledTimes(1);
    expect(after.mock.calls[0]?.[0]).toBe(4000);
    expect(reload).not.toHaveBeenCalled();
    after.mock.calls[0]?.[1]();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
