import { describe, expect, it } from 'vitest';
import { eventDays, formatEventDay } from './event-days';

describe('the attending days of an event', () => {
  it('are every calendar day from the start to the end inclusive', () => {
    expect(eventDays('2026-06-12', '2026-06-14')).toEqual(['2026-06-12', '2026-06-13', '2026-06-14']);
    expect(eventDays('2026-04-18', '2026-04-18')).toEqual(['2026-04-18']);
  });

  it('cross a month, a year end and a daylight-saving change without losing or repeating a day', () => {
    expect(eventDays('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(eventDays('2026-03-07', '2026-03-09')).toHaveLength(3);
    expect(eventDays('2026-02-28', '2026-03-01')).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('are written in the shopper’s language', () => {
    expect(formatEventDay('2026-06-12', 'en-us')).toBe('Friday, June 12, 2026');
    expect(formatEventDay('2026-06-12', 'fr-ca')).toBe('vendredi 12 juin 2026');
  });
});
