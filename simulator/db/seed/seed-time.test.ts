import { describe, expect, it } from 'vitest';
import { NO_SHIFT, seedShift, shiftedCopy } from './seed-time';

describe('seed dates relative to the world start', () => {
  it('moves by whole days from SEED_NOW to the start, and card years by whole years', () => {
    expect(seedShift(new Date('2026-01-01T23:59:00Z'))).toEqual({ days: 0, years: 0 });
    expect(seedShift(new Date('2031-03-10T08:00:00Z'))).toEqual({ days: 1894, years: 5 });
  });

  it('moves instants, expiry days and expiry years, and leaves other values alone', () => {
    const record = {
      createdAt: '2025-12-02T10:30:00.000Z',
      birthDate: '1985-09-02',
      giftCard: { expiry: '2025-06-30' },
      cards: [{ expiryMonth: 12, expiryYear: 2041 }],
      code: 'RWD-5OFF-2026',
      points: 2400,
    };
    const shift = seedShift(new Date('2031-01-01T12:00:00Z'));
    expect(shiftedCopy(record, shift)).toEqual({
      createdAt: '2030-12-02T10:30:00.000Z',
      birthDate: '1985-09-02',
      giftCard: { expiry: '2030-06-30' },
      cards: [{ expiryMonth: 12, expiryYear: 2046 }],
      code: 'RWD-5OFF-2026',
      points: 2400,
    });
    expect(shiftedCopy(record, NO_SHIFT)).toEqual(record);
    expect(shiftedCopy(record, NO_SHIFT)).not.toBe(record);
  });
});
