import { describe, expect, it } from 'vitest';
import { isFailure } from '../failure';
import { applyProfileUpdate, type ProfileUpdateContext } from './profile-update';
import { profileView } from './profile-view';
import { documented } from './test-accounts';

const ctx: ProfileUpdateContext = {
  now: new Date('2026-03-01T10:00:00.000Z'),
  emailInUse: (email) => email === 'taken@example.com',
  phoneInUse: (phone) => phone === '+12065550999',
  newMemberId: () => 'LM-NEW',
};
const update = (email: string, consumerProfile: Parameters<typeof applyProfileUpdate>[1]) =>
  applyProfileUpdate(documented(email), consumerProfile, ctx);

describe('profile update', () => {
  it('lets an employee accept the discount terms', () => {
    const result = update('employee@example.com', {
      consumerDetails: {},
      isEmployeeDiscountTCAccepted: true,
    });
    expect(!isFailure(result) && profileView(result).isEmployeeDiscountTCAccepted).toBe(true);
    expect(profileView(documented('employee@example.com')).isEmployeeDiscountTCAccepted).toBe(false);
  });

  it('stores the phone normalised and refuses one in use (AUT444) or malformed (API400)', () => {
    expect(update('partial@example.com', { consumerDetails: { phone: '2065550123' } })).toMatchObject({
      phone: '+12065550123',
    });
    expect(update('partial@example.com', { consumerDetails: { phone: '2065550999' } })).toMatchObject({
      errorId: 'AUT444',
    });
    expect(update('partial@example.com', { consumerDetails: { phone: '12345' } })).toMatchObject({
      errorId: 'API400',
    });
  });

  it('checks email format (AUT453), email in use (PRO400) and age (PRO410)', () => {
    expect(update('registered@example.com', { consumerDetails: { email: 'a@b' } })).toMatchObject({
      errorId: 'AUT453',
    });
    expect(
      update('registered@example.com', { consumerDetails: { email: 'taken@example.com' } }),
    ).toMatchObject({ errorId: 'PRO400' });
    expect(update('registered@example.com', { consumerDetails: { birthDate: '2020-01-01' } })).toMatchObject({
      errorId: 'PRO410',
    });
  });

  it('enrols in loyalty with a member id and the opt-in date', () => {
    const result = update('registered@example.com', {
      consumerDetails: {},
      enrollments: [{ type: 'Loyalty', optin: true, country: 'US' }],
    });
    expect(result).toMatchObject({
      isLoyaltyMember: true,
      memberId: 'LM-NEW',
      loyaltyOptInDate: '2026-03-01T10:00:00.000Z',
    });
  });
});
