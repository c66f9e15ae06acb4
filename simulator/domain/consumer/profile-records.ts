import type { AccountRecord } from '../../db/account-records';
import { defaultNotifications } from './notifications';

/** What every new account starts with: unlocked, no programme, no lists. The seed builds on it too. */
export function freshAccountState() {
  return {
    locked: false,
    failedLogins: 0,
    isLoyaltyMember: false,
    loyaltyPoints: 0,
    vouchers: [],
    referralCredited: false,
    welcomePromoRedeemed: false,
    identities: [],
    addresses: [],
    cards: [],
    rewardCodes: [],
    rewardCards: [],
    subscriptions: [],
    enrollments: [],
    notifications: defaultNotifications(),
  } satisfies Partial<AccountRecord>;
}

interface NewProfileInput {
  readonly consumerId: string;
  readonly consumerNo: string;
  readonly email: string;
  readonly country: string;
  readonly currency: string;
  readonly now: Date;
  readonly acquisitionType: string;
}

/** A profile without a login (newsletter sign-up, POST /consumers-v3/consumer); details come after. */
export function newProfileRecord(input: NewProfileInput): AccountRecord {
  return {
    consumerId: input.consumerId,
    consumerNo: input.consumerNo,
    email: input.email.trim(),
    previousPasswords: [],
    hasProfile: true,
    consumerType: 'REGISTERED',
    source: { acquisitionType: input.acquisitionType },
    country: input.country,
    currency: input.currency,
    ...freshAccountState(),
    createdAt: input.now.toISOString(),
  };
}
