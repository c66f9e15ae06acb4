import { describe, expect, it } from 'vitest';
import { eventRegistrationRequest } from '../../../../../contracts/entities/consumer-misc';
import { eventRegistration } from './event-registration';

const profile = {
  consumerDetails: {
    email: 'registered@example.com',
    firstName: 'Ana',
    lastName: 'Lima',
    gender: 'F' as const,
    phone: '+12065550101',
  },
};
const now = new Date('2026-05-01T10:00:00.000Z');

describe('the event registration payload (spec 001 section 3)', () => {
  it('has exactly the listed fields: the profile, the days joined by a comma and a space, the guest', () => {
    const body = eventRegistration(
      { eventId: 'trailfest-2026', enablePlusOne: true },
      profile as never,
      { attendingDays: ['2026-06-14', '2026-06-12'], plusOne: '  Sam Lima ', termsAccepted: true },
      now,
    );
    expect(body).toEqual({
      email: 'registered@example.com',
      attendingDays: '2026-06-12, 2026-06-14',
      eventId: 'trailfest-2026',
      eventTermsAccepted: true,
      firstName: 'Ana',
      lastName: 'Lima',
      gender: 'F',
      phoneNumber: '+12065550101',
      plusOne: 'Sam Lima',
      registrationTimestamp: '2026-05-01T10:00:00.000Z',
    });
    expect(eventRegistrationRequest.safeParse(body).success).toBe(true);
  });

  it('sends no guest when the event takes none or none was given, and no gender or phone the profile lacks', () => {
    const withoutPlusOne = eventRegistration(
      { eventId: 'summit-clinic-2026', enablePlusOne: false },
      { consumerDetails: { email: 'a@example.com', firstName: 'Ana', lastName: 'Lima' } } as never,
      { attendingDays: ['2026-04-18'], plusOne: 'Sam', termsAccepted: true },
      now,
    );
    expect(Object.keys(withoutPlusOne)).not.toContain('plusOne');
    expect(Object.keys(withoutPlusOne)).not.toContain('gender');
    expect(Object.keys(withoutPlusOne)).not.toContain('phoneNumber');
    const blankGuest = eventRegistration(
      { eventId: 'trailfest-2026', enablePlusOne: true },
      profile as never,
      { attendingDays: ['2026-06-12'], plusOne: '   ', termsAccepted: true },
      now,
    );
    expect(Object.keys(blankGuest)).not.toContain('plusOne');
  });
});
