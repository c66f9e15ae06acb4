import { describe, expect, it } from 'vitest';
import { recommendedProduct, upsellItem, widgetRecommendations } from './product-recommendation';

const rec = {
  id: 'NF0A3C8DLE4',
  title: "Men's 1996 Retro Nuptse Jacket",
  url: '/en-us/p/mens-1996-retro-nuptse-jacket-NF0A3C8DLE4',
  image: { src: 'https://images.example.com/NF0A3C8DLE4', alt: 'Front' },
  rating: { score: 4.7, showScore: true },
  price: 320,
  currency: 'USD',
  recToken: 'rt-9f2c1a',
};

describe('recommendations and upsells', () => {
  it('accepts a widget of recommended products', () => {
    expect(widgetRecommendations.safeParse({ widget: 'pdp-similar', products: [rec] }).success).toBe(true);
  });

  it('rejects a missing recToken, a rating above 5 and more than 24 items', () => {
    const { recToken: _t, ...noToken } = rec;
    expect(recommendedProduct.safeParse(noToken).success).toBe(false);
    expect(recommendedProduct.safeParse({ ...rec, rating: { score: 6, showScore: true } }).success).toBe(
      false,
    );
    expect(widgetRecommendations.safeParse({ widget: 'w', products: Array(25).fill(rec) }).success).toBe(
      false,
    );
  });

  it('accepts an upsell item and rejects one without a sku', () => {
    const item = {
      id: 'NF0A3C8DLE4',
      sku: 'NF0A3C8DLE4M',
      name: 'Nuptse',
      url: rec.url,
      image: rec.image.src,
      price: {
        lowCurrent: 320,
        highCurrent: 320,
        lowOriginal: 320,
        highOriginal: 320,
        percentagePriceDiscount: 0,
        currency: 'USD',
      },
    };
    expect(upsellItem.safeParse(item).success).toBe(true);
    expect(upsellItem.safeParse({ ...item, sku: undefined }).success).toBe(false);
  });
});
