import type { Address } from '../../../contracts/entities/address';
import type { Subscription } from '../../../contracts/entities/subscription';
import { freshAccountState } from '../../domain/consumer/profile-records';
import type { AccountRecord, StoredCard } from '../account-records';

import { SEED_NOW } from './seed-time';

/** Fixed reference time of the seed; each world moves seeded dates to its own start (seed-time.ts). */
export { SEED_NOW };

/** The password every documented consumer signs in with (meets the password rule). */
export const CONSUMER_PASSWORD = 'Trail2026!';

/** Days before the seed reference time, as an ISO timestamp. */
export function daysBefore(days: number, from: string = SEED_NOW): string {
  return new Date(Date.parse(from) - days * 86_400_000).toISOString();
}

/** Usable vouchers and reward codes stay valid this long after the world's start (clock moves of years included). */
export const VALID_DAYS = 20 * 365;

export function daysAfter(days: number, from: string = SEED_NOW): string {
  return new Date(Date.parse(from) + days * 86_400_000).toISOString();
}

interface AddressInput {
  id: string;
  type: NonNullable<Address['approachType']>;
  main: boolean;
  firstName: string;
  lastName: string;
  line1: string;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
  email?: string;
}

/** A US address of the address book (approachType S shipping, B billing). */
export function usAddress(a: AddressInput): Address {
  return {
    id: a.id,
    addressId: a.id,
    approachType: a.type,
    main: a.main,
    firstName: a.firstName,
    lastName: a.lastName,
    addressLine1: a.line1,
    city: a.city,
    province: a.province,
    postalCode: a.postalCode,
    country: 'US',
    countryCode: 'US',
    phone: a.phone,
    phoneCode: '1-US',
    ...(a.email ? { email: a.email } : {}),
    isValidated: true,
    updatedAt: daysBefore(90),
  };
}

/** A saved card on a known test BIN (411111/1111 authorises, 400000/3220 challenges, 400000/0002 declines). */
export function visaCard(
  id: string,
  holderName: string,
  main: boolean,
  address: Address | undefined,
): StoredCard {
  return {
    paymentInstrumentId: id,
    token: `tok_${id}`,
    cardType: 'VISA',
    bin: '411111',
    lastFour: '1111',
    expiryMonth: 12,
    // Valid 15 years from the world's start (seed-time.ts moves the year), inside the 20-year save rule.
    expiryYear: 2041,
    holderName,
    main,
    ...(address ? { address } : {}),
    createdAt: daysBefore(120),
  };
}

export function emailNewsletter(email: string, optin: boolean, country = 'US'): Subscription {
  return {
    type: 'Newsletter',
    optin,
    doubleOptin: optin,
    channel: 'email',
    recipient: email,
    category: 'subscription',
    country,
    region: 'NORA',
    ...(optin ? { optinDate: daysBefore(200) } : { optoutDate: daysBefore(30) }),
  };
}

export function smsSubscription(phone: string, country = 'US'): Subscription {
  return {
    type: 'Newsletter',
    optin: true,
    doubleOptin: true,
    channel: 'sms',
    recipient: phone,
    category: 'subscription',
    country,
    region: 'NORA',
    optinDate: daysBefore(60),
  };
}

type Required = Pick<AccountRecord, 'consumerId' | 'consumerNo' | 'email' | 'consumerType'>;

/** A registered consumer with a profile and nothing else; the documented consumers add to it. */
export function account(base: Required & Partial<AccountRecord>): AccountRecord {
  return {
    password: CONSUMER_PASSWORD,
    previousPasswords: [],
    hasProfile: true,
    country: 'US',
    currency: 'USD',
    ...freshAccountState(),
    source: { acquisitionType: 'Registered' },
    createdAt: daysBefore(400),
    ...base,
  };
}
