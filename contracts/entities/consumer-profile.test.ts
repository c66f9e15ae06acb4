import { describe, expect, it } from 'vitest';
import {
  consumerProfile,
  createConsumerProfileRequest,
  subscriptionChangeRequest,
  updateConsumerProfileRequest,
} from './consumer-profile';

const profile = {
  consumerId: 'C000123456',
  consumerNo: '100200300',
  consumerType: 'EMPLOYEE',
  memberId: 'LM-0042317',
  isEmployeeDiscountTCAccepted: true,
  consumerDetails: {
    email: 'ana.lima@example.com',
    firstName: 'Ana',
    lastName: 'Lima',
    phone: '+15555550123',
    postalCode: '80202',
    birthDate: '1990-04-17',
    gender: 'F',
    address: [
      {
        id: 'addr-1',
        approachType: 'S',
        main: true,
        firstName: 'Ana',
        lastName: 'Lima',
        addressLine1: '1 Main St',
        city: 'Denver',
        postalCode: '80202',
        country: 'US',
      },
    ],
    athlete: false,
    employee: true,
    prosumer: true,
    identities: [{ type: 'WRANX', identityId: 'W-991' }],
  },
  isLoyaltyMember: true,
  loyaltyOptInDate: '2025-01-05T09:00:00.000Z',
  loyaltySummary: { points: { balance: 1250 } },
  preferences: { interests: 'hiking|camping', preferredShoeSize: '8.5' },
  subscriptions: [],
  enrollments: [{ type: 'Loyalty', optin: true, doubleOptin: true, country: 'US' }],
  spends: { employee: { currentSpend: 200, annualCap: 1500 } },
};

describe('consumer profile', () => {
  it('accepts a complete employee profile', () => {
    expect(consumerProfile.safeParse(profile).success).toBe(true);
  });

  it('rejects an unknown identity type, a negative points balance and a bad birth date', () => {
    const details = profile.consumerDetails;
    expect(
      consumerProfile.safeParse({
        ...profile,
        consumerDetails: { ...details, identities: [{ type: 'ACME' }] },
      }).success,
    ).toBe(false);
    expect(
      consumerProfile.safeParse({ ...profile, loyaltySummary: { points: { balance: -5 } } }).success,
    ).toBe(false);
    expect(
      consumerProfile.safeParse({ ...profile, consumerDetails: { ...details, birthDate: '04/17/1990' } })
        .success,
    ).toBe(false);
  });
});

describe('profile payloads', () => {
  it('accepts an update with empty consumerDetails and a loyalty enrollment', () => {
    const body = {
      consumerProfile: {
        consumerDetails: {},
        enrollments: [{ type: 'Loyalty', optin: true, country: 'US' }],
        preferences: { interests: '' },
      },
    };
    expect(updateConsumerProfileRequest.safeParse(body).success).toBe(true);
  });

  it('requires an email to create and rejects interests not joined by a pipe', () => {
    expect(
      createConsumerProfileRequest.safeParse({
        consumerProfile: { consumerDetails: { email: 'ana@example.com' } },
      }).success,
    ).toBe(true);
    expect(createConsumerProfileRequest.safeParse({ consumerProfile: { consumerDetails: {} } }).success).toBe(
      false,
    );
    expect(
      updateConsumerProfileRequest.safeParse({
        consumerProfile: { preferences: { interests: 'hiking||camping' } },
      }).success,
    ).toBe(false);
  });

  it('needs at least one subscription to change subscriptions', () => {
    expect(
      subscriptionChangeRequest.safeParse({ consumerProfile: { consumerDetails: {}, subscriptions: [] } })
        .success,
    ).toBe(false);
  });
});
