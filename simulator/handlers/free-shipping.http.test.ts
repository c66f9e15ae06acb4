import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';
import { guest, newCart, world } from './commerce.test-helpers';

const server = useTestServer();
const canvas = '/publish/caas/v1/canvas';

/** Every "free shipping ... over $X" amount in a content answer, in whole dollars. */
function quotedThresholds(body: unknown): number[] {
  const text = JSON.stringify(body);
  return [...text.matchAll(/[Ff]ree shipping (?:on orders )?over \$(\d+(?:\.\d+)?)/g)].map((m) =>
    Number(m[1]),
  );
}

describe('content and promotions agree on free shipping', () => {
  it('the threshold the content quotes is the one the cart applies', async () => {
    const session = 'free-shipping';
    const api = apiClient(server.url, session);
    const quoted = [
      ...quotedThresholds((await api.get(`${canvas}/fragment/benefit-bar`)).body),
      ...quotedThresholds((await api.get(`${canvas}/fragment/free-shipping-banner`)).body),
      ...quotedThresholds((await api.get(`${canvas}/augmentedpage/summitpeak-us/cart`)).body),
      ...quotedThresholds((await api.get(`${canvas}/augmentedpage/summitpeak-us/promotions`)).body),
    ];
    expect(quoted.length).toBeGreaterThanOrEqual(4);
    const threshold = quoted[0] as number;
    expect(new Set(quoted)).toEqual(new Set([threshold]));

    // One item just under the threshold: no free shipping yet, and the callout asks for the difference.
    await guest(api);
    const cartId = await newCart(api);
    const under = (await world(server, session)).data.catalogue.products
      .flatMap((p) => p.variants.map((v) => ({ v, color: p.colors.find((c) => c.code === v.color) })))
      .find(({ v, color }) => {
        const price = color?.prices.USD.current ?? 0;
        return v.homeStock > 5 && price < threshold * 100 && price >= (threshold - 20) * 100;
      });
    expect(under).toBeDefined();
    const price = (under?.color?.prices.USD.current ?? 0) / 100;
    await api.post('/cart/v1/item', { cartId, productId: under?.v.sku });
    const one = await api.get(`/cart/v1/cart/${cartId}?expand=promoSummary,approachingPromotions`);
    const freeShipping = (summary: { promotionId: string; level: string }[] = []) =>
      summary.filter((p) => p.level === 'SHIPPING');
    expect(freeShipping(one.body.promoSummary)).toEqual([]);
    const approaching = one.body.approachingPromotions.find((a: { message: string }) =>
      a.message.includes('Free home delivery'),
    );
    const missing = (threshold - price).toFixed(2);
    expect(approaching.message).toBe(
      `Spend $${missing} more|to get free shipping|Free home delivery on orders of $${threshold} or more`,
    );

    // Two of them pass it: the shipping promotion applies.
    const line = one.body.items[0];
    await api.post('/cart/v1/item', { cartId, productId: under?.v.sku });
    const two = await api.get(`/cart/v1/cart/${cartId}?expand=promoSummary`);
    expect(two.body.items[0].id).toBe(line.id);
    expect(freeShipping(two.body.promoSummary)).toEqual([
      expect.objectContaining({ promotionName: `Free shipping over $${threshold}` }),
    ]);
  });
});

/** Intl separates with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a cart reads its promotions in the page language, amounts in its currency', () => {
  it('a fr-ca cart names its promotions in French with CAD amounts, and applies them in CAD', async () => {
    const session = 'promotions-fr-ca';
    const FR_CA = { 'x-locale': 'fr-ca' };
    const api = apiClient(server.url, session);
    await guest(api);
    const created = await api.post('/cart/v1/cart', {}, FR_CA);
    expect([created.status, created.body.currency]).toEqual([201, 'CAD']);
    const cartId = created.body.id;
    // One item between 100 and 150 CAD: free delivery applies, 15 CAD off 150 is approaching.
    const item = (await world(server, session)).data.catalogue.products
      .flatMap((p) => p.variants.map((v) => ({ v, color: p.colors.find((c) => c.code === v.color) })))
      .find(({ v, color }) => {
        const price = color?.prices.CAD.current ?? 0;
        return v.homeStock > 5 && price >= 10000 && price < 14000;
      });
    await api.post('/cart/v1/item', { cartId, productId: item?.v.sku, qty: 1 }, FR_CA);
    const read = await api.get(`/cart/v1/cart/${cartId}?expand=promoSummary,approachingPromotions`, FR_CA);
    const promotions = { summary: read.body.promoSummary, applied: read.body.orderPromotions };
    expect(plain(JSON.stringify(promotions))).toMatch(/Livraison offerte dès 75 CAD/);
    expect(JSON.stringify(promotions)).not.toMatch(/\$|Free |off /);
    expect(read.body.orderPromotions).toEqual([
      expect.objectContaining({ promotionId: 'promo-free-ship-75', level: 'SHIPPING' }),
    ]);
    const approaching = read.body.approachingPromotions.map((a: { message: string }) => plain(a.message));
    expect(approaching).toEqual([
      expect.stringMatching(
        /^Ajoutez \d+,\d\d CAD à votre panier\|pour obtenir 15 CAD de réduction\|15 CAD de réduction sur les commandes de 150 CAD ou plus$/,
      ),
    ]);

    // Past 150 CAD the order takes 15 CAD off, named in French.
    await api.post('/cart/v1/item', { cartId, productId: item?.v.sku, qty: 1 }, FR_CA);
    const two = await api.get(`/cart/v1/cart/${cartId}?expand=promoSummary`, FR_CA);
    expect(two.body.orderPromotions).toEqual(
      expect.arrayContaining([expect.objectContaining({ promotionId: 'promo-spend-150', price: -15 })]),
    );
    expect(two.body.promoSummary.map((p: { promotionName: string }) => plain(p.promotionName))).toEqual(
      expect.arrayContaining(['15 CAD de réduction dès 150 CAD']),
    );

    // The same cart read on en-ca: English, still CAD.
    const english = await api.get(`/cart/v1/cart/${cartId}?expand=promoSummary`, { 'x-locale': 'en-ca' });
    expect(english.body.promoSummary.map((p: { promotionName: string }) => plain(p.promotionName))).toEqual(
      expect.arrayContaining(['Free shipping over CAD 75', 'CAD 15 off CAD 150']),
    );
  });
});
