import { describe, expect, it } from 'vitest';
import type { SignUpRequest } from '../../../contracts/entities/sign-up';
import type { AccountRecord } from '../../db/account-records';
import { isFailure } from '../failure';
import { type SignUpContext, signUpAccount } from './sign-up';
import { documented } from './test-accounts';

const request: SignUpRequest = {
  firstName: 'Noa',
  lastName: 'Kim',
  email: 'noa.kim@example.com',
  password: 'Trail2026!',
  phone: '(206) 555-0177',
  phoneCode: '1-US',
  isTermsConfirmed: true,
  isTemporaryPassword: true,
  subscriptions: {
    newsletterConsent: true,
    loyaltyConsent: true,
    smsNotificationConsent: true,
    loyaltyEnrollment: 'Full',
    loyaltyNewsletterConsent: true,
  },
  source: { acquisitionType: 'Registered' },
  recaptcha_response: 'ok',
};

const existing: Record<string, AccountRecord> = {
  'registered@example.com': documented('registered@example.com'),
  'newsletter@example.com': documented('newsletter@example.com'),
};
const ctx = (extra: Partial<SignUpContext> = {}): SignUpContext => ({
  now: new Date('2026-03-01T10:00:00.000Z'),
  country: 'US',
  region: 'NORA',
  currency: 'USD',
  existing: (email) => existing[email],
  phoneInUse: (phone) => phone === '+12065550101',
  ids: { consumerId: 'C-1', consumerNo: 'CN-1', memberId: () => 'LM-1' },
  ...extra,
});

describe('sign-up', () => {
  it('creates a loyalty account with its subscriptions stamped by server time', () => {
    const result = signUpAccount(request, ctx());
    expect(result).toMatchObject({
      consumerId: 'C-1',
      phone: '+12065550177',
      isLoyaltyMember: true,
      memberId: 'LM-1',
      hasProfile: true,
    });
    if (isFailure(result)) return;
    expect(result.subscriptions.map((s) => `${s.type}/${s.channel}`)).toEqual([
      'Newsletter/email',
      'LoyaltyNewsletter/email',
      'Newsletter/sms',
    ]);
    expect(result.subscriptions.every((s) => s.optinDate === '2026-03-01T10:00:00.000Z')).toBe(true);
  });

  it('answers the server format ids: AUT453, FE872, PRO411, PRO410', () => {
    expect(signUpAccount({ ...request, email: 'noa@kim' }, ctx())).toMatchObject({ errorId: 'AUT453' });
    expect(signUpAccount({ ...request, password: 'short' }, ctx())).toMatchObject({ errorId: 'FE872' });
    expect(signUpAccount({ ...request, password: 'nouppercase1' }, ctx())).toMatchObject({
      errorId: 'API400',
      message: 'body.password: One uppercase letter',
    });
    expect(signUpAccount(request, ctx({ country: 'DE' }))).toMatchObject({ errorId: 'PRO411' });
    expect(signUpAccount({ ...request, birthDate: '2020-05-05' }, ctx())).toMatchObject({
      errorId: 'PRO410',
    });
    expect(!isFailure(signUpAccount({ ...request, birthDate: '1990-05-05' }, ctx({ country: 'DE' })))).toBe(
      true,
    );
  });

  it('refuses a login in use (AUT439), a profile without login (PRO400) and a phone in use (AUT442)', () => {
    expect(signUpAccount({ ...request, email: 'registered@example.com' }, ctx())).toMatchObject({
      errorId: 'AUT439',
    });
    expect(signUpAccount({ ...request, email: 'newsletter@example.com' }, ctx())).toMatchObject({
      errorId: 'PRO400',
    });
    expect(signUpAccount({ ...request, phone: '2065550101' }, ctx())).toMatchObject({ errorId: 'AUT442' });
  });
});
