import { describe, expect, it } from 'vitest';
import { addIsoDuration, parseIsoDuration } from './iso-duration';

const from = new Date('2027-01-31T10:00:00.000Z');
const moved = (text: string) => {
  const duration = parseIsoDuration(text);
  if (!duration) throw new Error(`not a duration: ${text}`);
  return addIsoDuration(from, duration).toISOString();
};

describe('ISO-8601 durations', () => {
  it('adds time, days and weeks exactly', () => {
    expect(moved('PT16M')).toBe('2027-01-31T10:16:00.000Z');
    expect(moved('PT1.5S')).toBe('2027-01-31T10:00:01.500Z');
    expect(moved('P1DT2H')).toBe('2027-02-01T12:00:00.000Z');
    expect(moved('P2W')).toBe('2027-02-14T10:00:00.000Z');
  });

  it('adds years and months on the calendar, and goes back with a leading minus', () => {
    expect(moved('P4Y')).toBe('2031-01-31T10:00:00.000Z');
    expect(moved('P1M')).toBe('2027-03-03T10:00:00.000Z');
    expect(moved('-PT1H')).toBe('2027-01-31T09:00:00.000Z');
  });

  it('refuses what is not a duration', () => {
    for (const text of ['', 'P', 'PT', '16M', 'PT16', 'P1H', 'pt16m', 'PT-5M'])
      expect(parseIsoDuration(text), text).toBeUndefined();
  });
});
