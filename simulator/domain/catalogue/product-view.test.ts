import { describe, expect, it } from 'vitest';
import { product as productSchema } from '../../../contracts/entities/product';
import { CATEGORIES } from '../../db/seed/catalogue-taxonomy';
import { productTileView, productView, type StockLookup } from './product-view';
import { color, testProduct } from './test-support';

const jacket = testProduct({
  styleId: 'SPJK0101',
  colors: [color('BLK', 'black', 20000), color('FRD', 'red', 20000, 25)],
  sizes: ['S', 'M'],
  isCustoms: true,
});
const homeStock: Record<string, number> = {
  SPJK0101BLKS: 10,
  SPJK0101BLKM: 0,
  SPJK0101FRDS: 3,
  SPJK0101FRDM: 0,
};
const stock: StockLookup = {
  home: (sku) => homeStock[sku] ?? 0,
  pickupStoreStock: (sku) => (sku === 'SPJK0101BLKM' ? 2 : 0),
};
const ctx = {
  locale: 'en-us',
  language: 'en' as const,
  currency: 'USD' as const,
  stock,
  categoryById: new Map(CATEGORIES.map((c) => [c.id, c])),
};

describe('product view', () => {
  const black = jacket.colors[0];
  const red = jacket.colors[1];
  if (!black || !red) throw new Error('colours missing');

  it('is the colour product: id, url, images and price follow the colour', () => {
    const view = productView(jacket, red, ctx);
    expect(productSchema.safeParse(view).success).toBe(true);
    expect(view.id).toBe('SPJK0101FRD');
    expect(view.masterId).toBe('SPJK0101');
    expect(view.pdpUrl).toBe('/en-us/p/product-spjk0101-SPJK0101FRD');
    expect(view.images[0]?.url).toContain('SPJK0101FRD');
    expect(view.price).toMatchObject({ lowCurrent: 149.95, lowOriginal: 200, percentagePriceDiscount: 25 });
    expect(view.breadcrumbs.map((b) => b.label)).toEqual(['Men', "Men's Jackets"]);
    expect(view.recipeSupported).toBe(true);
  });

  it('derives each variant state from live stock and hides quantities on request', () => {
    const view = productView(jacket, black, ctx);
    expect(view.variants.map((v) => [v.sku, v.availability, v.quantity])).toEqual([
      ['SPJK0101BLKS', 'inStock', 10],
      ['SPJK0101BLKM', 'pickupOnly', 0],
      ['SPJK0101FRDS', 'lowStock', 3],
      ['SPJK0101FRDM', 'outOfStock', 0],
    ]);
    expect(productView(jacket, black, ctx, false).variants[0]?.quantity).toBeUndefined();
  });

  it('marks size options of the chosen colour and colour options as available or not', () => {
    const red = productView(jacket, jacket.colors[1] as never, ctx);
    const sizes = red.attributes.find((a) => a.code === 'size')?.options.map((o) => [o.value, o.available]);
    expect(sizes).toEqual([
      ['S', true],
      ['M', false],
    ]);
    expect(red.attributes.find((a) => a.code === 'color')?.options.every((o) => o.available)).toBe(true);
  });

  it('tiles carry the price range over every colour and the swatches', () => {
    const tile = productTileView(jacket, ctx);
    expect(tile.id).toBe('SPJK0101BLK');
    expect(tile.price).toMatchObject({ lowCurrent: 149.95, highCurrent: 200 });
    expect(tile.colors?.map((c) => c.productId)).toEqual(['SPJK0101BLK', 'SPJK0101FRD']);
  });
});
