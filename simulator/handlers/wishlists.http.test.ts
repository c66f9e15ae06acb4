import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';
import { errorIdOf, guest, IN_STOCK, newCart, skuOf } from './commerce.test-helpers';
import { signIn } from './sign-in.test-helpers';

const server = useTestServer();
const client = (session: string) => apiClient(server.url, session);

describe('favourites', () => {
  it('creates the list on the first add, ignores repeats, shares with a stable token', async () => {
    const session = 'fav';
    const api = client(session);
    await guest(api);
    expect(errorIdOf((await api.get('/wishlists/v2/favorites')).body)).toBe('API404');
    const first = await api.post('/wishlists/v2/favorites', { id: IN_STOCK });
    expect(first.status).toBe(200);
    const { favoriteId } = first.body;
    const again = await api.post('/wishlists/v2/favorites', { id: IN_STOCK, favoriteId });
    expect(again.body.total).toBe(1);
    expect(errorIdOf((await api.post('/wishlists/v2/favorites', { id: 'NOPE0000' })).body)).toBe('PLP400');
    expect(errorIdOf((await api.get(`/wishlists/v2/favorites/${favoriteId}/share`)).body)).toBe('API404');

    const shared = await api.post(`/wishlists/v2/favorites/${favoriteId}/share`, {
      recipients: ['friend@example.com'],
    });
    expect(shared.status).toBe(201);
    expect(shared.body.shareToken.length).toBeGreaterThanOrEqual(16);
    expect(shared.body.sentTo).toEqual(['friend@example.com']);
    const sharedAgain = await api.post(`/wishlists/v2/favorites/${favoriteId}/share`, {});
    expect(sharedAgain.body.shareToken).toBe(shared.body.shareToken);

    const stranger = client(session);
    await guest(stranger);
    const view = await stranger.get(`/wishlists/v2/favorites/${favoriteId}/share`);
    expect(view.body).toMatchObject({ favoriteId, total: 1, shareToken: shared.body.shareToken });
    expect(errorIdOf((await stranger.post(`/wishlists/v2/favorites/${favoriteId}/share`, {})).body)).toBe(
      'API404',
    );

    const entry = `/wishlists/v2/favorites/${favoriteId}/items/${first.body.items[0].itemId}`;
    expect(errorIdOf((await stranger.delete(entry)).body)).toBe('API404');
    const removed = await api.delete(entry);
    expect(removed.body.total).toBe(0);
    expect(errorIdOf((await api.delete(entry)).body)).toBe('API404');
  });
});

describe('saved for later', () => {
  it('moves a line to the list and back, keeping the link', async () => {
    const session = 'sfl';
    const api = client(session);
    await guest(api);
    const cartId = await newCart(api);
    const added = await api.post('/cart/v1/item', {
      cartId,
      productId: await skuOf(server, session, IN_STOCK),
      qty: 2,
    });
    const itemId = added.body.items[0].id;
    const saved = await api.put('/cart/v2/saveForLater', { cartId, itemId });
    expect(saved.status).toBe(200);
    expect(saved.body.cart.items).toHaveLength(0);
    const { saveForLaterId, items } = saved.body.saveForLater;
    expect(items[0]).toMatchObject({ qty: 2, saveForLaterId });
    expect((await api.get('/wishlists/v2/saveForLater')).body.total).toBe(1);

    const back = await api.post(`/cart/v2/cart/${cartId}/saveForLater`, {
      saveForLaterId,
      itemIds: [items[0].itemId],
    });
    expect(back.status).toBe(200);
    expect(back.body.saveForLater.items).toHaveLength(0);
    expect(back.body.cart.items[0]).toMatchObject({
      qty: 2,
      saveForLater: { saveForLaterId, itemId: items[0].itemId },
    });
    const unknown = await api.delete(`/cart/v2/saveForLater/${saveForLaterId}/items/si-unknown`);
    expect([unknown.status, errorIdOf(unknown.body)]).toEqual([404, 'PLP400']);

    // Removing an entry: another shopper's list is AUT498, the owner's removal leaves the list empty.
    const again = await api.put('/cart/v2/saveForLater', { cartId, itemId: back.body.cart.items[0].id });
    const entry = `/cart/v2/saveForLater/${saveForLaterId}/items/${again.body.saveForLater.items[0].itemId}`;
    const stranger = client(session);
    await guest(stranger);
    expect(errorIdOf((await stranger.delete(entry)).body)).toBe('AUT498');
    const removed = await api.delete(entry);
    expect(removed.body).toMatchObject({ saveForLaterId, total: 0 });
  });
});

describe('sign-in adoption', () => {
  it('merges the guest cart into the consumer cart with a CART_ITEMS_MERGED notice', async () => {
    const session = 'merge';
    const sku = await skuOf(server, session, IN_STOCK);
    const before = client(session);
    const signedIn = await signIn(before, 'registered@example.com');
    const ownCart = await newCart(before);
    await before.post('/cart/v1/item', { cartId: ownCart, productId: sku });
    expect(signedIn.consumerType).toBe('REGISTERED');

    const shopper = client(session);
    await guest(shopper);
    const guestCart = await newCart(shopper);
    await shopper.post('/cart/v1/item', { cartId: guestCart, productId: sku, qty: 2 });
    const token = await signIn(shopper, 'registered@example.com', undefined, { basketId: guestCart });
    expect(token.basketId).toBe(ownCart);
    const merged = await shopper.get(`/cart/v1/cart/${ownCart}`);
    expect(merged.body.items.find((i: { productId: string }) => i.productId === sku).qty).toBe(3);
    expect(merged.body.customerNotifications[0].code).toBe('CART_ITEMS_MERGED');
    expect(errorIdOf((await shopper.get(`/cart/v1/cart/${guestCart}`)).body)).toBe('BSK404');
  });
});
