import type { SignUpRequest } from '../../../contracts/entities/sign-up';
import type { Subscription } from '../../../contracts/entities/subscription';
import type { AccountRecord } from '../../db/account-records';
import { newPasswordFailure } from '../auth/passwords';
import { type Failure, failure, isFailure } from '../failure';
import { BIRTH_DATE_REQUIRED_COUNTRIES, birthDateFailure, emailFailure, storedPhone } from './consumer-rules';
import { freshAccountState } from './profile-records';

export interface SignUpContext {
  readonly now: Date;
  readonly country: string;
  readonly region: string;
  readonly currency: string;
  readonly leadSource?: string | undefined;
  /** The consumer that owns this email: with a login (AUT439) or a profile only (PRO400). */
  readonly existing: (email: string) => AccountRecord | undefined;
  readonly phoneInUse: (phone: string) => boolean;
  readonly ids: { consumerId: string; consumerNo: string; memberId: () => string };
}

/**
 * Sign-up (POST /consumers-v3/auth/signup): the server's format checks (AUT453 email, FE872 short password or
 * API400 naming the missing character class,
 * PRO411 missing birth date where the country requires it, PRO410 age), then uniqueness (AUT439 an account
 * with this login, PRO400 a profile without a login, AUT442 phone in use), then the new account with its
 * subscriptions and, for a loyalty sign-up, its confirmed Loyalty enrollment.
 */
export function signUpAccount(req: SignUpRequest, ctx: SignUpContext): AccountRecord | Failure {
  const bad =
    emailFailure(req.email) ??
    newPasswordFailure({ newPassword: req.password, field: 'password' }) ??
    birthDateFailure(req.birthDate, {
      country: ctx.country,
      required: BIRTH_DATE_REQUIRED_COUNTRIES.includes(ctx.country),
      today: ctx.now,
    });
  if (bad) return bad;
  const owner = ctx.existing(req.email);
  if (owner) return failure(owner.password !== undefined ? 'AUT439' : 'PRO400');
  let phone: string | undefined;
  if (req.phone) {
    const stored = storedPhone(req.phone, req.phoneCode, ctx.country, 'body.phone');
    if (isFailure(stored)) return stored;
    if (ctx.phoneInUse(stored)) return failure('AUT442');
    phone = stored;
  }
  const now = ctx.now.toISOString();
  const email = req.email.trim();
  const loyalty = req.subscriptions.loyaltyEnrollment === 'Full' || req.subscriptions.loyaltyConsent;
  const base = { category: 'subscription' as const, country: ctx.country, region: ctx.region };
  const subscriptions: Subscription[] = [
    ...(req.subscriptions.newsletterConsent
      ? [
          {
            ...base,
            type: 'Newsletter' as const,
            optin: true,
            doubleOptin: false,
            channel: 'email' as const,
            recipient: email,
            optinDate: now,
          },
        ]
      : []),
    ...(loyalty && req.subscriptions.loyaltyNewsletterConsent
      ? [
          {
            ...base,
            type: 'LoyaltyNewsletter' as const,
            optin: true,
            doubleOptin: false,
            channel: 'email' as const,
            recipient: email,
            optinDate: now,
          },
        ]
      : []),
    ...(req.subscriptions.smsNotificationConsent && phone
      ? [
          {
            ...base,
            type: 'Newsletter' as const,
            optin: true,
            doubleOptin: true,
            channel: 'sms' as const,
            recipient: phone,
            optinDate: now,
          },
        ]
      : []),
  ];
  return {
    consumerId: ctx.ids.consumerId,
    consumerNo: ctx.ids.consumerNo,
    email,
    password: req.password,
    previousPasswords: [],
    hasProfile: true,
    consumerType: 'REGISTERED',
    firstName: req.firstName,
    lastName: req.lastName,
    ...(phone ? { phone } : {}),
    ...(req.postalCode ? { postalCode: req.postalCode.toUpperCase() } : {}),
    ...(req.birthDate ? { birthDate: req.birthDate } : {}),
    ...(req.gender ? { gender: req.gender } : {}),
    source: {
      acquisitionType: req.source.acquisitionType,
      ...(req.source.campaignName || ctx.leadSource
        ? { campaignName: req.source.campaignName ?? ctx.leadSource }
        : {}),
    },
    country: ctx.country,
    currency: ctx.currency,
    ...freshAccountState(),
    isLoyaltyMember: loyalty,
    ...(loyalty ? { memberId: ctx.ids.memberId(), loyaltyOptInDate: now } : {}),
    subscriptions,
    enrollments: loyalty ? [{ type: 'Loyalty', optin: true, doubleOptin: true, country: ctx.country }] : [],
    createdAt: now,
  };
}
