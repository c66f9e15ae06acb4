import { describe, expect, it } from 'vitest';
import { decideResponse } from '../../../contracts/entities/personalization';
import { recommendedProduct as recommendedSchema } from '../../../contracts/entities/product-recommendation';
import { decide, localeOfEvents, variantOf } from './decide';
import { isWidget, recommend, recommendedProduct } from './recommendations';
import { color, testProduct } from './test-support';

const jacket = testProduct({ styleId: 'SPJK0101', popularity: 10, productSets: ['SPST0001'] });
const products = [
  jacket,
  testProduct({ styleId: 'SPJK0102', popularity: 90 }),
  testProduct({ styleId: 'SPJK0103', popularity: 50, online: false }),
  testProduct({
    styleId: 'SPPN0101',
    productType: 'pants',
    categoryIds: ['100140', '1000'],
    productSets: ['SPST0001'],
    popularity: 1,
  }),
  testProduct({
    styleId: 'SPSK0101',
    productType: 'socks',
    gender: 'unisex',
    categoryIds: ['500120', '5000'],
    popularity: 70,
  }),
  testProduct({
    styleId: 'SPSK0102',
    productType: 'socks',
    gender: 'unisex',
    categoryIds: ['500120', '5000'],
    popularity: 80,
  }),
];
const buyable = (p: { styleId: string }) => p.styleId !== 'SPSK0102';

describe('recommendation widgets', () => {
  it('knows its widgets', () => {
    expect(isWidget('pdp-similar')).toBe(true);
    expect(isWidget('nope')).toBe(false);
  });

  it('recommends similar products of the same category, buyable and online, without the product', () => {
    expect(
      recommend('pdp-similar', products, { product: jacket, buyable }, 10).map((p) => p.styleId),
    ).toEqual(['SPJK0102']);
  });

  it('completes the look with set members first, then other kinds', () => {
    const ids = recommend('pdp-complete-the-look', products, { product: jacket, buyable }, 10).map(
      (p) => p.styleId,
    );
    expect(ids[0]).toBe('SPPN0101');
    expect(ids).not.toContain('SPJK0102');
  });

  it('upsells accessories, trends by popularity and honours the limit and exclusions', () => {
    expect(recommend('cart-upsell', products, { buyable }, 5).map((p) => p.styleId)).toEqual(['SPSK0101']);
    expect(
      recommend('home-trending', products, { buyable, exclude: new Set(['SPJK0102']) }, 2).map(
        (p) => p.styleId,
      ),
    ).toEqual(['SPSK0101', 'SPJK0101']);
  });

  it('shapes a recommended product as the contract lists it', () => {
    const p = testProduct({ styleId: 'SPJK0104', colors: [color('NVY', 'blue', 12000, 25)] });
    const r = recommendedProduct(p, 'en-us', 'USD', 'pdp-similar', 1);
    expect(r).toMatchObject({
      id: 'SPJK0104NVY',
      price: 89.95,
      currency: 'USD',
      url: '/en-us/p/product-spjk0104-SPJK0104NVY',
    });
    expect(recommendedSchema.safeParse(r).success).toBe(true);
  });

  it('titles a recommended product in the page’s language', () => {
    const p = testProduct({ styleId: 'SPJK0104' });
    expect(recommendedProduct(p, 'fr-ca', 'CAD', 'pdp-similar', 1)).toMatchObject({
      title: 'Manteau en duvet Summit pour hommes',
      image: { alt: 'Manteau en duvet Summit pour hommes' },
    });
  });
});

describe('decide', () => {
  const catalogue = {
    products,
    find: (id: string) => products.find((p) => id.startsWith(p.styleId)),
    buyable,
  };
  const monetateId = '5.1234567890.1760000000000';

  it('answers recommendations for a product view and a cart, a content action, and echoes the request id', () => {
    const answer = decide(
      {
        channel: 'a-1/p/summitpeak.com',
        monetateId,
        events: [
          { eventType: 'monetate:decision:DecisionRequest', requestId: 'req-1', includeReporting: true },
          {
            eventType: 'monetate:context:PageView',
            url: 'https://summitpeak.example/en-ca/p/x-SPJK0101BLK',
            pageType: 'product',
          },
          { eventType: 'monetate:context:ProductDetailView', products: [{ productId: 'SPJK0101BLK' }] },
          {
            eventType: 'monetate:context:Cart',
            cartLines: [{ pid: 'SPSK0101', sku: 'SPSK0101BLKM', quantity: 1, currency: 'CAD', value: 20 }],
          },
        ],
      },
      catalogue,
    );
    expect(decideResponse.safeParse(answer).success).toBe(true);
    expect(answer.requestId).toBe('req-1');
    expect(answer.actions.map((a) => a.component)).toEqual(['pdp-recs', 'cart-recs', 'site-message']);
    const pdp = answer.actions[0];
    expect(pdp?.actionType === 'monetate:action:OmnichannelRecommendation' && pdp.items[0]?.currency).toBe(
      'CAD',
    );
    const cart = answer.actions[1];
    expect(cart?.actionType === 'monetate:action:OmnichannelRecommendation' && cart.items.length).toBe(0);
  });

  it('recommends trending products on the home page and tells guests from registered visitors', () => {
    const home = decide(
      {
        channel: 'c',
        monetateId,
        customerId: 'C1',
        events: [{ eventType: 'monetate:context:PageView', url: '/en-us', pageType: 'home' }],
      },
      catalogue,
    );
    expect(home.actions.map((a) => a.component)).toEqual(['home-recs', 'site-message']);
    const message = home.actions[1];
    expect(message?.actionType === 'monetate:action:OmnichannelJson' && message.json.audience).toBe(
      'registered',
    );
  });

  it('reads the locale from the page URL and keeps a visitor in one variant', () => {
    expect(
      localeOfEvents([{ eventType: 'monetate:context:PageView', url: '/fr-ca/cart', pageType: 'cart' }]),
    ).toBe('fr-ca');
    expect(localeOfEvents([])).toBe('en-us');
    expect(variantOf(monetateId)).toBe(variantOf(monetateId));
  });
});
