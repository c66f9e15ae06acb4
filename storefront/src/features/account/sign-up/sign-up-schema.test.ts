import { describe, expect, it } from 'vitest';
import { type SignUpRules, type SignUpValues, signUpFormData, signUpSchema } from './sign-up-schema';

const FR: SignUpRules = {
  country: 'FR',
  locale: 'fr-fr',
  dateFormat: 'DD/MM/YYYY',
  minimalAge: 15,
  loyalty: false,
  loyaltyOffered: true,
  policyShown: true,
  genderShown: true,
  birthDateRequired: false,
};

const VALUES: SignUpValues = {
  firstName: 'Zoé',
  lastName: "D'Arc",
  email: 'zoe@example.fr',
  password: 'Sommet2026',
  birthDate: '31/12/1990',
  phoneCode: '33',
  phone: '0612 - 345 - 678',
  postalCode: '75001',
  gender: 'F',
  newsletter: true,
  loyaltyTerms: false,
  policy: true,
  smsConsent: true,
  optInAccepted: true,
};

describe('the sign-up schema and form data', () => {
  it('an EMEA form: DD/MM/YYYY sent as YYYY-MM-DD, the phone stored with its dial code, gender and policy', () => {
    expect(signUpSchema(FR).safeParse(VALUES).success).toBe(true);
    const data = signUpFormData(VALUES, FR);
    expect(data.birthDate).toBe('1990-12-31');
    // Stored with a plus and its dial code; only dial code 44 drops a trunk 0 (spec 000 section 5).
    expect(data.phone).toBe('+330612345678');
    expect(data.phoneCode).toBe('33');
    expect(data.gender).toBe('F');
    expect(data.policy).toBe(true);
    expect(data.loyaltyTerms).toBe(false);
    expect(data.optInAccepted).toBe(true);
  });

  it('the same date typed the North American way is not a date in DD/MM/YYYY', () => {
    const result = signUpSchema(FR).safeParse({ ...VALUES, birthDate: '12/31/1990' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(
      'Date should match DD/MM/YYYY and be a valid date.',
    );
  });

  it('shown agreements and gender are required; hidden ones are not sent', () => {
    const result = signUpSchema(FR).safeParse({ ...VALUES, policy: false, gender: '' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['policy', 'gender']),
    );
    const us = { ...FR, country: 'US', locale: 'en-us', policyShown: false, genderShown: false };
    const data = signUpFormData(
      { ...VALUES, phone: '', phoneCode: '1-US' },
      { ...us, dateFormat: 'MM/DD/YYYY' },
    );
    expect('policy' in data).toBe(false);
    expect('gender' in data).toBe(false);
    expect('phone' in data).toBe(false);
    expect('optInAccepted' in data).toBe(false);
  });
});
