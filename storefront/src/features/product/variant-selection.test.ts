import { describe, expect, it } from 'vitest';
import { testProduct } from './test-product';
import {
  addToCartBlock,
  colourOf,
  DEFAULT_MAX_QUANTITY,
  defaultSize,
  findVariant,
  maxQuantity,
  sizeChoices,
  stockStatus,
} from './variant-selection';

const product = testProduct();

describe('variant selection', () => {
  it('reads the colour from the product id', () => {
    expect(colourOf(product)).toBe('BLK');
  });

  it('keeps unavailable sizes, marked per colour', () => {
    expect(sizeChoices(product, 'BLK').map((s) => [s.value, s.available])).toEqual([
      ['S', true],
      ['M', false],
      ['L', true],
    ]);
    // L has no red variant at all: unavailable, not hidden.
    expect(sizeChoices(product, 'RED').map((s) => s.available)).toEqual([true, true, false]);
  });

  it('says the chosen variant state, else the best of the colour', () => {
    expect(stockStatus(product, 'BLK', 'M')).toBe('outOfStock');
    expect(stockStatus(product, 'BLK')).toBe('lowStock');
    expect(stockStatus(product, 'RED')).toBe('inStock');
    expect(stockStatus(product, 'GRN')).toBeUndefined();
  });

  it('caps the quantity at the variant stock, else 999999', () => {
    expect(maxQuantity(findVariant(product, 'RED', 'S'))).toBe(12);
    expect(maxQuantity(findVariant(product, 'BLK', 'M'))).toBe(DEFAULT_MAX_QUANTITY);
    expect(maxQuantity(undefined)).toBe(999_999);
  });

  it('blocks add to cart until an available size is chosen', () => {
    expect(addToCartBlock(product, 'BLK', undefined)).toBe('chooseSize');
    expect(addToCartBlock(product, 'BLK', 'M')).toBe('outOfStock');
    expect(addToCartBlock(product, 'BLK', 'L')).toBe('pickupOnly');
    expect(addToCartBlock(product, 'BLK', 'S')).toBeNull();
  });

  it('preselects the only size of a one-size product', () => {
    expect(defaultSize(product, 'BLK')).toBeUndefined();
    const oneSize = testProduct({
      attributes: [
        { code: 'size', label: 'Size', options: [{ value: 'OS', label: 'One size', available: true }] },
      ],
      variants: [
        {
          sku: 'SPTS0001BLKOS',
          upc: '196000000000',
          color: 'BLK',
          size: 'OS',
          quantity: 3,
          availability: 'inStock',
        },
      ],
    });
    expect(defaultSize(oneSize, 'BLK')).toBe('OS');
  });
});
