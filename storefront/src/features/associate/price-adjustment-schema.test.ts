import { describe, expect, it } from 'vitest';
import {
  adjustmentBody,
  ORDER_TARGET,
  type PriceAdjustmentValues,
  priceAdjustmentSchema,
} from './price-adjustment-schema';

const valid: PriceAdjustmentValues = {
  target: 'it-1',
  type: 'PERCENT',
  value: '10',
  reasonCode: 'PRICE_MATCH',
};

const messages = (values: PriceAdjustmentValues) => {
  const result = priceAdjustmentSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('price adjustment form rules', () => {
  it('sends a line adjustment with its item id, an order adjustment without one', () => {
    expect(adjustmentBody(valid)).toEqual({
      level: 'ITEM',
      itemId: 'it-1',
      type: 'PERCENT',
      value: 10,
      reasonCode: 'PRICE_MATCH',
    });
    expect(adjustmentBody({ ...valid, target: ORDER_TARGET, type: 'AMOUNT', value: '12,50' })).toEqual({
      level: 'ORDER',
      type: 'AMOUNT',
      value: 12.5,
      reasonCode: 'PRICE_MATCH',
    });
  });

  it('takes the contract’s bounds: a positive value, a percentage at most 100, a reason', () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, value: '' })).toEqual({ value: 'valueRequired' });
    expect(messages({ ...valid, value: 'abc' })).toEqual({ value: 'valueRequired' });
    expect(messages({ ...valid, value: '0' })).toEqual({ value: 'valueRequired' });
    expect(messages({ ...valid, value: '100.5' })).toEqual({ value: 'percentMax' });
    expect(messages({ ...valid, type: 'AMOUNT', value: '100.5' })).toEqual({});
    expect(messages({ ...valid, reasonCode: '' })).toEqual({ reasonCode: 'reasonRequired' });
  });
});
