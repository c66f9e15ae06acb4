import { describe, expect, it } from 'vitest';
import { profileView, userDataView } from './profile-view';
import { documented } from './test-accounts';

describe('profile view', () => {
  it('sends the loyalty summary only when asked, to members', () => {
    expect(
      profileView(documented('loyalty@example.com'), { includeLoyaltySummary: true }).loyaltySummary,
    ).toEqual({
      points: { balance: 2400 },
    });
    expect(profileView(documented('loyalty@example.com')).loyaltySummary).toBeUndefined();
    expect(
      profileView(documented('registered@example.com'), { includeLoyaltySummary: true }).loyaltySummary,
    ).toBeUndefined();
  });

  it('shows programmes, identities and spends', () => {
    const prosumer = profileView(documented('prosumer@example.com'));
    expect(prosumer.consumerDetails).toMatchObject({ prosumer: true, athlete: false, employee: false });
    expect(prosumer.consumerDetails.identities.map((i) => i.type)).toEqual(['WRANX', 'IPA']);
    expect(profileView(documented('employee@example.com')).spends?.employee).toMatchObject({
      annualCap: 1000,
    });
    expect(profileView(documented('athlete@example.com')).spends?.athlete).toMatchObject({
      annualCredit: 1500,
    });
  });

  it('prefills the sign-up form with details and enrollments', () => {
    expect(userDataView(documented('loyalty@example.com'))).toMatchObject({
      consumerDetails: { email: 'loyalty@example.com', firstName: 'Ben' },
      enrollments: [{ type: 'Loyalty', doubleOptin: true }],
    });
  });
});
