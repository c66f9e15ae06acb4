import { describe, expect, it } from 'vitest';
import type { CartRecord } from '../../db/commerce-records';
import type { Session } from '../auth/session';
import { addAdjustment, associateOnly, removeAdjustment, updateAdjustment } from './price-adjustments';

const associate: Session = {
  token: 't',
  kind: 'associate',
  consumerType: 'EMPLOYEE',
  buyInStore: { storeId: '0412', storeName: 'Denver', storeEmployeeId: 'E1', storeEmployeeName: 'Sam' },
};
const cart = {
  lines: [{ id: 'it-1', unitPrice: 5000, qty: 2, available: true }],
  priceAdjustments: [],
} as unknown as CartRecord;

describe('price adjustments', () => {
  it('are for associates only', () => {
    expect(associateOnly(associate)).toBeUndefined();
    expect(associateOnly({ token: 't', kind: 'registered', consumerType: 'REGISTERED' })).toMatchObject({
      errorId: 'AUT432',
    });
  });
  it('adjust a line or the order, keeping the employee id', () => {
    const next = addAdjustment(
      cart,
      { level: 'ITEM', itemId: 'it-1', type: 'PERCENT', value: 10, reasonCode: 'DAMAGED' },
      'adj-1',
      associate,
    );
    expect(next).toMatchObject({ priceAdjustments: [{ adjustmentId: 'adj-1', storeEmployeeId: 'E1' }] });
  });
  it('refuse unknown lines and amounts over the price', () => {
    expect(
      addAdjustment(
        cart,
        { level: 'ITEM', itemId: 'x', type: 'PERCENT', value: 10, reasonCode: 'X1' },
        'a',
        associate,
      ),
    ).toMatchObject({
      errorId: 'ORD404',
    });
    expect(
      addAdjustment(
        cart,
        { level: 'ORDER', type: 'AMOUNT', value: 100.01, reasonCode: 'X1' },
        'a',
        associate,
      ),
    ).toMatchObject({
      errorId: 'PRC400',
    });
  });
  it('answer API404 for unknown adjustments', () => {
    expect(updateAdjustment(cart, 'nope', { reasonCode: 'X1' })).toMatchObject({ errorId: 'API404' });
    expect(removeAdjustment(cart, 'nope')).toMatchObject({ errorId: 'API404' });
  });
});
