import { describe, expect, it } from 'vitest';
import { historyOrders } from '../../db/seed/consumer-seed-history';
import { isFailure } from '../failure';
import { applyReturn, cancelFailure, timelineStatus } from './purchase-rules';

const byNumber = (n: string) => {
  const found = historyOrders().find((p) => p.orderNumber === n);
  if (!found) throw new Error(n);
  return found;
};
const placed = '2026-03-01T10:00:00.000Z';
const hoursLater = (h: number) => new Date(Date.parse(placed) + h * 3_600_000);

describe('order states', () => {
  it('follow the fulfilment timeline of the delivery kind', () => {
    expect(timelineStatus('home', placed, hoursLater(1))).toBe('PROCESSING');
    expect(timelineStatus('home', placed, hoursLater(2))).toBe('SHIPPED');
    expect(timelineStatus('home', placed, hoursLater(72))).toBe('DELIVERED');
    expect(timelineStatus('pickup', placed, hoursLater(3))).toBe('READY_FOR_PICKUP');
    expect(timelineStatus('sts', placed, hoursLater(80))).toBe('READY_FOR_PICKUP');
    expect(timelineStatus('digital', placed, hoursLater(0))).toBe('DELIVERED');
  });

  it('cancel before shipping only: ORD518 shipped, ORD516 pickup, ORD517 ship-to-store', () => {
    expect(cancelFailure(byNumber('EC90000003'))).toBeUndefined();
    expect(cancelFailure(byNumber('EC90000005'))).toBeUndefined();
    expect(cancelFailure(byNumber('EC90000002'))?.errorId).toBe('ORD518');
    expect(cancelFailure(byNumber('EC90000004'))?.errorId).toBe('ORD516');
    expect(cancelFailure(byNumber('EC90000012'))?.errorId).toBe('ORD517');
  });

  it('return within the returnable quantity, else RTN500', () => {
    const delivered = byNumber('EC90000001');
    const partial = applyReturn(delivered, [{ itemId: 'EC90000001-2', qty: 1, reasonCode: 'TOO_SMALL' }]);
    expect(isFailure(partial)).toBe(false);
    expect(partial).toMatchObject({ status: 'PARTIALLY_RETURNED', returnCount: 1 });
    if (isFailure(partial)) return;
    expect(partial.items[1]?.returnableQty).toBe(1);
    expect(applyReturn(partial, [{ itemId: 'EC90000001-2', qty: 2, reasonCode: 'TOO_SMALL' }])).toMatchObject(
      {
        errorId: 'RTN500',
      },
    );
    const all = applyReturn(partial, [
      { itemId: 'EC90000001-1', qty: 1, reasonCode: 'DEFECTIVE' },
      { itemId: 'EC90000001-2', qty: 1, reasonCode: 'TOO_SMALL' },
    ]);
    expect(all).toMatchObject({ status: 'RETURNED' });
    expect(
      applyReturn(byNumber('EC90000003'), [{ itemId: 'EC90000003-1', qty: 1, reasonCode: 'OTHER' }]),
    ).toMatchObject({
      errorId: 'RTN500',
    });
    expect(applyReturn(delivered, [{ itemId: 'nope', qty: 1, reasonCode: 'OTHER' }])).toMatchObject({
      errorId: 'RTN500',
    });
  });
});
