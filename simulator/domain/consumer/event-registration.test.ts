import { describe, expect, it } from 'vitest';
import type { EventContent } from '../../../contracts/entities/content-blocks-dialog';
import { SEEDED_EVENTS } from '../../db/seed/content-events';
import { eventDays, eventRegistrationFailure, isCalendarDay } from './event-registration';

const [trailfest, clinic] = SEEDED_EVENTS;
const request = {
  email: 'ana@example.com',
  attendingDays: '2026-06-12, 2026-06-14',
  eventId: trailfest.eventId,
  eventTermsAccepted: true as const,
  firstName: 'Ana',
  lastName: 'Lima',
  registrationTimestamp: '2026-05-01T10:00:00.000Z',
};
const idOf = (change: Partial<typeof request> & { plusOne?: string }, event: EventContent = trailfest) =>
  eventRegistrationFailure({ ...request, ...change }, { event, accountEmail: 'Ana@Example.com' })?.errorId;

describe('event registration', () => {
  it('offers every calendar day from start to end inclusive, across month and year ends', () => {
    expect(eventDays(trailfest)).toEqual(['2026-06-12', '2026-06-13', '2026-06-14']);
    expect(eventDays({ startDate: '2026-12-31', endDate: '2027-01-01' })).toEqual([
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });

  it('accepts days of the event, the account email in any case and a plus-one where enabled', () => {
    expect(idOf({})).toBeUndefined();
    expect(idOf({ plusOne: 'Sam Lima' })).toBeUndefined();
  });

  it('refuses an unknown event, another email, days outside the event or repeated, an unwanted plus-one', () => {
    expect(
      eventRegistrationFailure(request, { event: undefined, accountEmail: 'ana@example.com' })?.errorId,
    ).toBe('API404');
    expect(idOf({ email: 'bo@example.com' })).toBe('CCN404');
    expect(idOf({ attendingDays: '2026-06-11' })).toBe('API400');
    expect(idOf({ attendingDays: '2026-06-15' })).toBe('API400');
    expect(idOf({ attendingDays: '2026-06-31' })).toBe('API400');
    expect(idOf({ attendingDays: '2026-06-12, 2026-06-12' })).toBe('API400');
    expect(idOf({ attendingDays: '12/06/2026' })).toBe('API400');
    expect(idOf({ attendingDays: '2026-04-18', plusOne: 'Sam Lima' }, clinic)).toBe('API400');
    expect(idOf({ attendingDays: '2026-04-18' }, clinic)).toBeUndefined();
  });
});
