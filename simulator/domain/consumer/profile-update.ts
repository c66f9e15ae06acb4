import type { UpdateConsumerProfileRequest } from '../../../contracts/entities/consumer-profile';
import type { AccountRecord } from '../../db/account-records';
import { type Failure, failure, isFailure } from '../failure';
import { birthDateFailure, emailFailure, sameEmail, storedPhone } from './consumer-rules';
import { applySubscriptionChanges } from './subscriptions';

type ProfileInput = UpdateConsumerProfileRequest['consumerProfile'];

export interface ProfileUpdateContext {
  readonly now: Date;
  /** Another consumer already uses this email / stored phone. */
  readonly emailInUse: (email: string) => boolean;
  readonly phoneInUse: (phone: string) => boolean;
  /** A new loyalty member id, when the update enrols the consumer. */
  readonly newMemberId: () => string;
}

/**
 * A profile update (PUT /consumers-v3/consumer): details, loyalty enrolment, subscriptions, preferences
 * and the employee discount terms. Fields not sent are kept. Errors: AUT453 email format, PRO400 email of
 * another consumer, AUT444 phone of another consumer, PRO410 birth date, API400 malformed phone.
 */
export function applyProfileUpdate(
  account: AccountRecord,
  input: ProfileInput,
  ctx: ProfileUpdateContext,
): AccountRecord | Failure {
  const details = input.consumerDetails ?? {};
  const next: AccountRecord = structuredClone(account);
  if (details.email !== undefined && !sameEmail(details.email, account.email)) {
    const bad = emailFailure(details.email);
    if (bad) return bad;
    if (ctx.emailInUse(details.email)) return failure('PRO400');
    next.email = details.email.trim();
  }
  if (details.phone !== undefined) {
    const phone = storedPhone(details.phone, undefined, account.country, 'body.consumerDetails.phone');
    if (isFailure(phone)) return phone;
    if (phone !== account.phone && ctx.phoneInUse(phone)) return failure('AUT444');
    next.phone = phone;
  }
  if (details.birthDate !== undefined) {
    const bad = birthDateFailure(details.birthDate, {
      country: account.country,
      required: false,
      today: ctx.now,
    });
    if (bad) return bad;
    next.birthDate = details.birthDate;
  }
  if (details.firstName !== undefined) next.firstName = details.firstName;
  if (details.lastName !== undefined) next.lastName = details.lastName;
  if (details.postalCode !== undefined) next.postalCode = details.postalCode.toUpperCase();
  if (details.gender !== undefined) next.gender = details.gender;
  if (details.source !== undefined) next.source = details.source;

  for (const enrollment of input.enrollments ?? []) {
    const others = next.enrollments.filter((e) => e.type !== enrollment.type);
    if (enrollment.optin && !next.isLoyaltyMember) {
      next.isLoyaltyMember = true;
      next.memberId = next.memberId ?? ctx.newMemberId();
      next.loyaltyOptInDate = ctx.now.toISOString();
    } else if (!enrollment.optin) {
      next.isLoyaltyMember = false;
    }
    const doubleOptin = enrollment.optin;
    next.enrollments = [
      ...others,
      { type: enrollment.type, optin: enrollment.optin, doubleOptin, country: enrollment.country },
    ];
  }
  if (input.subscriptions?.length) {
    next.subscriptions = applySubscriptionChanges(
      next.subscriptions,
      input.subscriptions,
      ctx.now.toISOString(),
    );
  }
  if (input.preferences) next.preferences = { ...next.preferences, ...input.preferences };
  if (input.isEmployeeDiscountTCAccepted && next.employee) next.employee.isEmployeeDiscountTCAccepted = true;
  return next;
}
