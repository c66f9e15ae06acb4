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
      `Spend $${missing} more|to get Free shipping over $${threshold}|Free home delivery on orders of $${threshold} or more`,
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
