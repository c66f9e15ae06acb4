import { describe, expect, it } from 'vitest';
import { decideRequest, decideResponse, recommendedProduct } from './personalization';

const request = {
  customerId: 'C000123456',
  channel: 'a-5b1f0c2e/p/summitpeak.com',
  monetateId: '5.1234567890.1760000000000',
  events: [
    { eventType: 'monetate:decision:DecisionRequest', requestId: 'req-1' },
    { eventType: 'monetate:context:PageView', url: 'https://www.summitpeak.com/en-us', pageType: 'home' },
    { eventType: 'monetate:record:RecImpressions', recImpressions: ['tok-1', 'tok-2'] },
    { eventType: 'monetate:record:RecClicks', recClicks: ['tok-1'] },
  ],
};
const product = {
  id: 'NF0A5G2S',
  title: 'Summit jacket',
  url: '/en-us/p/summit-jacket-NF0A5G2S',
  image: { src: 'https://images.example.com/NF0A5G2S.jpg', alt: 'Summit jacket' },
  rating: { score: 4.6, showScore: true },
  price: 229.95,
  currency: 'USD',
  recToken: 'tok-1',
};

describe('decideRequest', () => {
  it('accepts a realistic request and a guest without customerId', () => {
    expect(decideRequest.safeParse(request).success).toBe(true);
    const { customerId: _c, ...guest } = request;
    expect(decideRequest.safeParse(guest).success).toBe(true);
  });

  it('rejects a bad monetateId, no events, an unknown event type and more than 24 impressions', () => {
    expect(decideRequest.safeParse({ ...request, monetateId: 'abc' }).success).toBe(false);
    expect(decideRequest.safeParse({ ...request, events: [] }).success).toBe(false);
    expect(
      decideRequest.safeParse({ ...request, events: [{ eventType: 'monetate:record:Hover' }] }).success,
    ).toBe(false);
    const tooMany = {
      eventType: 'monetate:record:RecImpressions',
      recImpressions: Array.from({ length: 25 }, (_, i) => `t${i}`),
    };
    expect(decideRequest.safeParse({ ...request, events: [tooMany] }).success).toBe(false);
  });

  it('rejects a cart line with a zero quantity', () => {
    const cart = {
      eventType: 'monetate:context:Cart',
      cartLines: [{ pid: 'NF0A5G2S', sku: 'S1', quantity: 0, currency: 'USD', value: 10 }],
    };
    expect(decideRequest.safeParse({ ...request, events: [cart] }).success).toBe(false);
  });
});

describe('decideResponse', () => {
  it('accepts recommendations and content actions', () => {
    const response = {
      requestId: 'req-1',
      monetateId: request.monetateId,
      actions: [
        {
          actionType: 'monetate:action:OmnichannelRecommendation',
          actionId: 1,
          component: 'pdp-recs',
          items: [product],
        },
        {
          actionType: 'monetate:action:OmnichannelJson',
          actionId: 2,
          component: 'home-banner',
          json: { headline: 'Hi' },
        },
      ],
    };
    expect(decideResponse.safeParse(response).success).toBe(true);
    expect(
      decideResponse.safeParse({ ...response, actions: [{ actionType: 'redirect', actionId: 3 }] }).success,
    ).toBe(false);
  });

  it('rejects a recommended product with a rating above 5 or a bad currency', () => {
    expect(recommendedProduct.safeParse(product).success).toBe(true);
    expect(recommendedProduct.safeParse({ ...product, rating: { score: 6, showScore: true } }).success).toBe(
      false,
    );
    expect(recommendedProduct.safeParse({ ...product, currency: 'usd' }).success).toBe(false);
  });
});
