import { describe, expect, it } from 'vitest';
import {
  eventRegistrationRequest,
  retrieveUserDataResponse,
  updateNotificationsRequest,
} from './consumer-misc';

const registration = {
  email: 'ana@example.com',
  attendingDays: '2026-06-12, 2026-06-13',
  eventId: 'evt-trail-fest',
  eventTermsAccepted: true,
  firstName: 'Ana',
  lastName: 'Lima',
  gender: 'F',
  phoneNumber: '+15555550123',
  plusOne: 'Sam Reyes',
  registrationTimestamp: '2026-05-01T12:00:00.000Z',
};

describe('event registration', () => {
  it('accepts the storefront payload', () => {
    expect(eventRegistrationRequest.safeParse(registration).success).toBe(true);
  });

  it('rejects unaccepted terms, days not joined by a comma and a space, and a non-ISO timestamp', () => {
    expect(eventRegistrationRequest.safeParse({ ...registration, eventTermsAccepted: false }).success).toBe(
      false,
    );
    expect(
      eventRegistrationRequest.safeParse({ ...registration, attendingDays: '2026-06-12,2026-06-13' }).success,
    ).toBe(false);
    expect(
      eventRegistrationRequest.safeParse({ ...registration, registrationTimestamp: 'yesterday' }).success,
    ).toBe(false);
  });
});

describe('retrieve user data and notifications', () => {
  it('accepts prefill data and rejects an enrollment of an unknown type', () => {
    const data = {
      consumerDetails: { email: 'ana@example.com', firstName: 'Ana' },
      enrollments: [{ type: 'Loyalty', doubleOptin: true }],
    };
    expect(retrieveUserDataResponse.safeParse(data).success).toBe(true);
    expect(
      retrieveUserDataResponse.safeParse({ ...data, enrollments: [{ type: 'Gold', doubleOptin: true }] })
        .success,
    ).toBe(false);
  });

  it('accepts a preference change and rejects an empty list or an unknown channel', () => {
    expect(
      updateNotificationsRequest.safeParse({
        notifications: [{ topic: 'BACK_IN_STOCK', channel: 'sms', enabled: true }],
      }).success,
    ).toBe(true);
    expect(updateNotificationsRequest.safeParse({ notifications: [] }).success).toBe(false);
    expect(
      updateNotificationsRequest.safeParse({
        notifications: [{ topic: 'PROMOTIONS', channel: 'fax', enabled: true }],
      }).success,
    ).toBe(false);
  });
});
