import { describe, expect, it } from 'vitest';
import { signUpRequest } from '../../../../contracts/entities/sign-up';
import { type SignUpFormData, signUpBody } from './sign-up-body';

const FORM: SignUpFormData = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: ' ada.new@example.com ',
  password: 'Summit2026',
  birthDate: '1990-04-12',
  phone: '',
  phoneCode: '1-US',
  postalCode: 'v6b 1a1',
  newsletter: true,
  policy: true,
};

describe('signUpBody (spec 001 section 3)', () => {
  it('a standard sign-up: the form data plus the added fields, field by field', () => {
    const body = signUpBody(FORM, { botCheck: 'token-register', campaignName: 'spring', store: '0042' });
    expect(body.firstName).toBe('Ada');
    expect(body.lastName).toBe('Lovelace');
    expect(body.email).toBe('ada.new@example.com');
    expect(body.password).toBe('Summit2026');
    expect(body.birthDate).toBe('1990-04-12');
    expect(body.postalCode).toBe('V6B 1A1');
    // A blank phone is left out, and its phone code with it.
    expect('phone' in body).toBe(false);
    expect('phoneCode' in body).toBe(false);
    expect(body.newsletter).toBe(true);
    expect(body.policy).toBe(true);
    expect(body.isTermsConfirmed).toBe(true);
    expect(body.isTemporaryPassword).toBe(true);
    expect(body.subscriptions).toEqual({
      newsletterConsent: true,
      loyaltyConsent: false,
      smsNotificationConsent: false,
    });
    expect(body.source).toEqual({ store: '0042', acquisitionType: 'Registered', campaignName: 'spring' });
    expect(body.recaptcha_response).toBe('token-register');
    expect('termsConditionsAndPolicy' in body).toBe(false);
    expect(signUpRequest.safeParse(body).success).toBe(true);
  });

  it('a loyalty sign-up with SMS consent: Full enrollment, its newsletter, the terms without the policy', () => {
    const form: SignUpFormData = {
      ...FORM,
      newsletter: false,
      policy: undefined,
      loyaltyTerms: true,
      phone: '+12065550177',
      phoneCode: '1-US',
      optInAccepted: true,
      gender: 'F',
    };
    const body = signUpBody(form, { botCheck: 'token-register' });
    expect(body.phone).toBe('+12065550177');
    expect(body.phoneCode).toBe('1-US');
    expect(body.gender).toBe('F');
    expect(body.loyaltyTerms).toBe(true);
    expect(body.optInAccepted).toBe(true);
    expect(body.subscriptions).toEqual({
      newsletterConsent: false,
      loyaltyConsent: true,
      smsNotificationConsent: true,
      loyaltyEnrollment: 'Full',
      loyaltyNewsletterConsent: true,
    });
    expect(body.source).toEqual({ acquisitionType: 'Registered' });
    expect(body.termsConditionsAndPolicy).toBe(true);
    expect(signUpRequest.safeParse(body).success).toBe(true);
  });

  it('loyalty with the policy ticked sends no termsConditionsAndPolicy; SMS consent needs a phone', () => {
    const body = signUpBody({ ...FORM, loyaltyTerms: true, optInAccepted: true }, { botCheck: 't' });
    expect('termsConditionsAndPolicy' in body).toBe(false);
    expect(body.subscriptions.smsNotificationConsent).toBe(false);
  });
});
