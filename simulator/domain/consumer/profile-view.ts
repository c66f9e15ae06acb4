import type { RetrieveUserDataResponse } from '../../../contracts/entities/consumer-misc';
import type { ConsumerProfile } from '../../../contracts/entities/consumer-profile';
import type { ConsumerSpends } from '../../../contracts/entities/spend';
import type { AccountRecord } from '../../db/account-records';

function spendsOf(account: AccountRecord): ConsumerSpends | undefined {
  const currency = account.currency;
  const spends: ConsumerSpends = {
    ...(account.employee
      ? {
          employee: {
            currentSpend: account.employee.currentSpend,
            annualCap: account.employee.annualCap,
            currency,
          },
        }
      : {}),
    ...(account.athlete
      ? {
          athlete: {
            currentSpend: account.athlete.currentSpend,
            annualCredit: account.athlete.annualCredit,
            currency,
          },
        }
      : {}),
    ...(account.prosumer
      ? {
          prosumer: {
            currentSpend: account.prosumer.currentSpend,
            annualCredit: account.prosumer.annualCredit,
            currency,
          },
        }
      : {}),
  };
  return Object.keys(spends).length > 0 ? spends : undefined;
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** The profile as GET and PUT /consumers-v3/consumer answer it. */
export function profileView(
  account: AccountRecord,
  options: { includeLoyaltySummary?: boolean } = {},
): ConsumerProfile {
  const spends = spendsOf(account);
  return {
    consumerId: account.consumerId,
    consumerNo: account.consumerNo,
    consumerType: account.consumerType,
    ...optional('memberId', account.memberId),
    ...optional('isEmployeeDiscountTCAccepted', account.employee?.isEmployeeDiscountTCAccepted),
    consumerDetails: {
      email: account.email,
      ...optional('firstName', account.firstName),
      ...optional('lastName', account.lastName),
      ...optional('phone', account.phone),
      ...optional('postalCode', account.postalCode),
      ...optional('birthDate', account.birthDate),
      ...optional('gender', account.gender),
      ...optional('source', account.source),
      address: account.addresses.map((a) => ({ ...a })),
      athlete: account.athlete !== undefined,
      employee: account.employee !== undefined,
      prosumer: account.prosumer !== undefined,
      identities: account.identities.map((i) => ({ ...i })),
    },
    isLoyaltyMember: account.isLoyaltyMember,
    ...optional('loyaltyOptInDate', account.loyaltyOptInDate),
    ...(options.includeLoyaltySummary && account.isLoyaltyMember
      ? { loyaltySummary: { points: { balance: account.loyaltyPoints } } }
      : {}),
    ...optional('preferences', account.preferences),
    subscriptions: account.subscriptions.map((s) => ({ ...s })),
    enrollments: account.enrollments.map((e) => ({ ...e })),
    ...optional('spends', spends),
  };
}

/** Prefill of the sign-up form (retrieveUserData). */
export function userDataView(account: AccountRecord): RetrieveUserDataResponse {
  return {
    consumerDetails: {
      email: account.email,
      ...optional('birthDate', account.birthDate),
      ...optional('firstName', account.firstName),
      ...optional('lastName', account.lastName),
      ...optional('phone', account.phone),
      ...optional('gender', account.gender),
    },
    enrollments: account.enrollments.map((e) => ({ type: e.type, doubleOptin: e.doubleOptin })),
  };
}
