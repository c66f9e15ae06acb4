import { describe, expect, it } from 'vitest';
import { CATEGORY_PATH_PATTERN, PRODUCT_PATH_PATTERN, recognisePage, STYLE_ID_PATTERN } from './page-urls';

describe('recognisePage', () => {
  it('recognises category pages, standard and c-prefixed', () => {
    expect(recognisePage('/en-us/c/mens-jackets-211810')).toEqual({
      type: 'category',
      locale: 'en-us',
      slug: 'mens-jackets',
      categoryId: '211810',
    });
    expect(recognisePage('/en-gb/mens/jackets-and-vests-c211702?page=2')).toMatchObject({
      type: 'category',
      slug: 'jackets-and-vests',
      categoryId: '211702',
    });
    expect(recognisePage('/en-us/c/tents-2024-1234').type).toBe('category');
    for (const bad of [
      '/en-us/c/mens-123',
      '/en-us/c/mens-12345678901',
      '/en-us/c/-1234',
      '/en-us/mens-c1234567',
    ]) {
      expect(recognisePage(bad)).toEqual({ type: 'other' });
    }
  });

  it('recognises product pages, standard and p-prefixed', () => {
    expect(recognisePage('/fr-ca/p/mens-nuptse-jacket-NF0A5G2SJK3')).toEqual({
      type: 'product',
      locale: 'fr-ca',
      slug: 'mens-nuptse-jacket',
      productId: 'NF0A5G2SJK3',
    });
    expect(
      recognisePage('https://shop.example.com/en-us/mens/jackets/nuptse-pNF0A3C8D/#reviews'),
    ).toMatchObject({
      type: 'product',
      productId: 'NF0A3C8D',
    });
    for (const bad of [
      '/en-us/p/jacket-NF0A5G2',
      '/en-us/p/jacket-nf0a5g2sjk3',
      '/en-us/p/jacket-NF0A5G2SJK3X',
      '/p/jacket-NF0A5G2S',
    ]) {
      expect(recognisePage(bad)).toEqual({ type: 'other' });
    }
  });

  it('treats a bare locale path as home', () => {
    expect(recognisePage('/en-us')).toEqual({ type: 'home', locale: 'en-us' });
    expect(recognisePage('/es-419/')).toEqual({ type: 'home', locale: 'es-419' });
    expect(recognisePage('/EN-GB')).toEqual({ type: 'home', locale: 'en-gb' });
    expect(recognisePage('/english-us').type).toBe('other');
  });

  it('recognises fixed pages bare, under a locale and with sub-paths', () => {
    expect(recognisePage('/cart')).toEqual({ type: 'cart', locale: null });
    expect(recognisePage('/en-us/cart')).toEqual({ type: 'cart', locale: 'en-us' });
    expect(recognisePage('/account/orders')).toEqual({ type: 'account', locale: null });
    expect(recognisePage('/de-de/search?q=boots')).toEqual({ type: 'search', locale: 'de-de' });
    expect(recognisePage('/en-us/explore/searchhub/boots')).toEqual({ type: 'searchhub', locale: 'en-us' });
    expect(recognisePage('/order-confirmation')).toEqual({ type: 'orderConfirmation', locale: null });
    expect(recognisePage('/en-ca/checkout/shipping')).toEqual({ type: 'checkout', locale: 'en-ca' });
  });

  it('answers other for anything else', () => {
    for (const path of ['/', '/cartography', '/en-us/help/contact-us', '/xx/cart', '']) {
      expect(recognisePage(path)).toEqual({ type: 'other' });
    }
  });
});

describe('patterns', () => {
  it('exposes the id patterns', () => {
    expect(STYLE_ID_PATTERN.test('NF0A5G2S')).toBe(true);
    expect(STYLE_ID_PATTERN.test('NF0A5G2SJ')).toBe(false);
    expect(PRODUCT_PATH_PATTERN.test('/en-us/p/a-NF0A5G2S')).toBe(true);
    expect(CATEGORY_PATH_PATTERN.test('/en-us/c/a-1234')).toBe(true);
  });
});
