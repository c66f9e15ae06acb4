import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryEstimate, formatDeliveryWindow } from './delivery-estimate';

// Friday 27 November 2026, 10:00 local time.
const FRIDAY = new Date(2026, 10, 27, 10);

describe('delivery estimate', () => {
  it('counts business days, skipping the weekend', () => {
    expect(addBusinessDays(FRIDAY, 1).getDate()).toBe(30); // Monday
    expect(addBusinessDays(new Date(2026, 10, 24), 2).getDate()).toBe(26); // Tuesday -> Thursday
  });

  it('turns "2-4" business days into a window of dates, and "same day" into today', () => {
    const estimate = deliveryEstimate(FRIDAY, '2-4');
    expect(estimate).toEqual({
      kind: 'window',
      from: new Date(2026, 11, 1, 10),
      to: new Date(2026, 11, 3, 10),
    });
    expect(deliveryEstimate(FRIDAY, '5')).toMatchObject({ from: new Date(2026, 11, 4, 10) });
    expect(deliveryEstimate(FRIDAY, 'Same day')).toEqual({ kind: 'today' });
    expect(deliveryEstimate(FRIDAY, undefined)).toBeUndefined();
    expect(deliveryEstimate(FRIDAY, 'soon')).toBeUndefined();
  });

  it('reads as a range of dates in the shop language', () => {
    const from = new Date(2026, 11, 1);
    const to = new Date(2026, 11, 3);
    // Intl puts thin and narrow no-break spaces around the dash: compare with plain spaces.
    const shown = (a: Date, b: Date, locale: string) =>
      formatDeliveryWindow(a, b, locale).replace(/\s+/gu, ' ');
    expect(shown(from, to, 'en-US')).toBe('Tue, Dec 1 – Thu, Dec 3');
    expect(shown(from, to, 'fr-CA')).toMatch(/^mar\. 1 déc\.? – jeu\. 3 déc\.?$/);
    expect(shown(from, from, 'en-US')).toBe('Tue, Dec 1');
  });
});
