import { describe, expect, it } from 'vitest';
import { GIFT_TOTE } from '../../db/commerce-config';
import { namesGiftProduct, priceProblem } from './item-rules';

describe('item rules', () => {
  it('has no price as NO_PRICE, and a zero or above-original price as INVALID_PRICE', () => {
    expect(priceProblem({ current: 22900, original: 22900 })).toBeUndefined();
    expect(priceProblem({ current: 17175, original: 22900 })).toBeUndefined();
    expect(priceProblem(undefined)).toBe('NO_PRICE');
    expect(priceProblem({ current: 0, original: 22900 })).toBe('INVALID_PRICE');
    expect(priceProblem({ current: 25000, original: 22900 })).toBe('INVALID_PRICE');
  });

  it('recognises the gift-with-purchase product by id or sku, and nothing else', () => {
    expect(namesGiftProduct({ productId: 'GWPTOTE01OS' }, [GIFT_TOTE])).toBe(true);
    expect(namesGiftProduct({ productId: 'gwptote01' }, [GIFT_TOTE])).toBe(true);
    expect(namesGiftProduct({ productId: 'SPJK0001BLKM' }, [GIFT_TOTE])).toBe(false);
    expect(namesGiftProduct({}, [GIFT_TOTE])).toBe(false);
  });
});
