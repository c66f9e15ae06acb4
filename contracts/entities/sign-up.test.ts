import { describe, expect, it } from 'vitest';
import { signUpRequest } from './sign-up';

const body = {
  firstName: 'Ana',
  lastName: 'Lima',
  birthDate: '1990-04-17',
  phone: '5555550123',
  phoneCode: '1-US',
  email: 'ana.lima@example.com',
  password: 'Trail2026',
  postalCode: '80202',
  newsletter: true,
  loyaltyTerms: true,
  brandTerms: true,
  policy: true,
  optInAccepted: true,
  isTermsConfirmed: true,
  isTemporaryPassword: true,
  subscriptions: {
    newsletterConsent: true,
    loyaltyConsent: true,
    smsNotificationConsent: true,
    loyaltyEnrollment: 'Full',
    loyaltyNewsletterConsent: true,
  },
  source: { store: '0412', acquisitionType: 'Registered', campaignName: 'spring-trail' },
  recaptcha_response: '03AFcWeA6',
};

describe('sign-up request', () => {
  it('accepts a loyalty sign-up with SMS consent', () => {
    expect(signUpRequest.safeParse(body).success).toBe(true);
  });

  it('rejects a loyalty enrollment without the loyalty newsletter consent', () => {
    const subscriptions = { ...body.subscriptions, loyaltyNewsletterConsent: false };
    expect(signUpRequest.safeParse({ ...body, subscriptions }).success).toBe(false);
  });

  it('rejects SMS consent without a phone, and a phone without its code', () => {
    const { phone: _, ...noPhone } = body;
    expect(signUpRequest.safeParse(noPhone).success).toBe(false);
    const { phoneCode: __, ...noCode } = body;
    expect(signUpRequest.safeParse(noCode).success).toBe(false);
  });

  it('rejects a wrong acquisition type, a missing captcha and a missing email', () => {
    expect(signUpRequest.safeParse({ ...body, source: { acquisitionType: 'Newsletter' } }).success).toBe(
      false,
    );
    const { recaptcha_response: _, ...noCaptcha } = body;
    expect(signUpRequest.safeParse(noCaptcha).success).toBe(false);
    const { email: __, ...noEmail } = body;
    expect(signUpRequest.safeParse(noEmail).success).toBe(false);
  });
});
