import { isoDateTime } from '../../contracts/common/ids';
import { address } from '../../contracts/entities/address';
import { notificationPreference } from '../../contracts/entities/consumer-misc';
import {
  acquisitionSource,
  consumerIdentity,
  enrollment,
  gender,
  preferences,
} from '../../contracts/entities/consumer-profile';
import { issuedLoyaltyVoucher } from '../../contracts/entities/loyalty';
import { cardType } from '../../contracts/entities/payment-instrument';
import { purchaseDetails } from '../../contracts/entities/purchase';
import { buyInStoreSession } from '../../contracts/entities/store-associate';
import { subscription } from '../../contracts/entities/subscription';
import { consumerType } from '../../contracts/entities/token';
import { z } from '../../contracts/zod';

/**
 * Internal records of the account store (users area). Sub-parts reuse the contract schemas; what the
 * contracts do not carry (passwords, lock state, tokens, card tokens) is defined here. Money is in major
 * units, as on the wire, because these records are read by other areas (C reads `athlete`, `loyaltyPoints`).
 */

/** A saved card as stored: the contract's saved card plus the provider token and BIN (never shown). */
const storedCard = z.object({
  paymentInstrumentId: z.string().min(1),
  token: z.string().min(1),
  cardType,
  bin: z.string(),
  lastFour: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  holderName: z.string(),
  main: z.boolean(),
  address: address.optional(),
  createdAt: isoDateTime,
});

const storedRewardCode = z.object({
  paymentInstrumentId: z.string().min(1),
  code: z.string().min(1),
  amount: z.number().min(0),
  expiresAt: isoDateTime.optional(),
});

const storedRewardCard = z.object({
  paymentInstrumentId: z.string().min(1),
  cardNumber: z.string().regex(/^\d{12,19}$/),
  pin: z.string().optional(),
  balance: z.number().min(0),
  expiresAt: isoDateTime.optional(),
});

/** Athlete credit: `remainingAmount` is the unused yearly credit, `payableAmount` what it can pay now. */
const athleteCredit = z.object({
  annualCredit: z.number().min(0),
  currentSpend: z.number().min(0),
  remainingAmount: z.number().min(0),
  payableAmount: z.number().min(0),
});

const employeeProgramme = z.object({
  annualCap: z.number().min(0),
  currentSpend: z.number().min(0),
  isEmployeeDiscountTCAccepted: z.boolean(),
});

const prosumerProgramme = z.object({
  annualCredit: z.number().min(0),
  currentSpend: z.number().min(0),
});

/**
 * A consumer: an account with a login (`password` set) or a profile without one (newsletter or guest SMS
 * subscriber). `hasProfile` false is an account whose profile calls answer PRO404 'Profile not loaded'.
 */
export const accountRecord = z.object({
  consumerId: z.string().min(1),
  consumerNo: z.string().min(1),
  email: z.string().min(1),
  password: z.string().optional(),
  previousPasswords: z.array(z.string()),
  hasProfile: z.boolean(),
  consumerType,
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  phone: z.string().optional(),
  postalCode: z.string().optional(),
  birthDate: z.string().optional(),
  gender: gender.optional(),
  source: acquisitionSource.optional(),
  country: z.string().regex(/^[A-Z]{2}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  locked: z.boolean(),
  failedLogins: z.number().int().min(0),
  isLoyaltyMember: z.boolean(),
  memberId: z.string().optional(),
  loyaltyOptInDate: isoDateTime.optional(),
  loyaltyPoints: z.number().int().min(0),
  vouchers: z.array(issuedLoyaltyVoucher),
  referralCredited: z.boolean(),
  welcomePromoRedeemed: z.boolean(),
  athlete: athleteCredit.optional(),
  employee: employeeProgramme.optional(),
  prosumer: prosumerProgramme.optional(),
  identities: z.array(consumerIdentity),
  addresses: z.array(address),
  cards: z.array(storedCard),
  rewardCodes: z.array(storedRewardCode),
  rewardCards: z.array(storedRewardCard),
  subscriptions: z.array(subscription),
  enrollments: z.array(enrollment),
  preferences: preferences.optional(),
  notifications: z.array(notificationPreference),
  /** Profiles created by a guest subscription without an email are found again by the guest's usid. */
  guestUsid: z.string().optional(),
  createdAt: isoDateTime,
});

/** A store associate's directory login for buy-in-store (agent login). */
export const associateRecord = z.object({
  storeId: z.string().min(1),
  storeName: z.string().min(1),
  username: z.string().min(1),
  password: z.string().min(1),
  storeEmployeeId: z.string().min(1),
  storeEmployeeName: z.string().min(1),
  role: z.enum(['ASSOCIATE', 'MANAGER']),
  locked: z.boolean(),
  failedLogins: z.number().int().min(0),
});

/**
 * One issued token pair and the session it carries (guest, registered consumer or associate). A pair belongs
 * to a token family: the pairs descended by refresh rotation from one grant, revoked together.
 */
export const sessionRecord = z.object({
  accessToken: z.string().min(16),
  refreshToken: z.string().min(16),
  familyId: z.string().min(1),
  usid: z.string().min(1),
  kind: z.enum(['guest', 'registered', 'associate']),
  consumerId: z.string().optional(),
  consumerType,
  basketId: z.string().optional(),
  favoriteId: z.string().optional(),
  saveForLaterId: z.string().optional(),
  buyInStore: buyInStoreSession.optional(),
  issuedAt: isoDateTime,
  accessExpiresAt: isoDateTime,
  /** The family's: fixed by its first grant, never moved by rotation. */
  refreshExpiresAt: isoDateTime,
  /** When its refresh token was used (rotated); presenting it again revokes the family. */
  refreshUsedAt: isoDateTime.optional(),
  /** Its family was signed out or caught reusing a refresh token. */
  revoked: z.boolean(),
});

/** An authorization code from sign-in, bound to its S256 code challenge; single use. */
export const authCodeRecord = z.object({
  code: z.string().min(1),
  consumerId: z.string().min(1),
  codeChallenge: z.string().min(1),
  usid: z.string().min(1),
  issuedAt: isoDateTime,
  expiresAt: isoDateTime,
  /** When the exchange started; it completes EXCHANGE_PROCESSING_MS later on the world clock. */
  exchangedAt: isoDateTime.optional(),
  /** The session the exchange opened (its token pair is what a retry after 409 receives). */
  accessToken: z.string().min(1).optional(),
  /** Callers answered 409 while the exchange was in progress, each owed the token pair on one retry. */
  retriesOwed: z.number().int().min(0),
});

export const resetCodeRecord = z.object({
  code: z.string().min(1),
  email: z.string().min(1),
  expiresAt: isoDateTime,
  used: z.boolean(),
});

/** A purchase kept by the account store: seeded history (with its state), without derived flags. */
export const purchaseRecord = purchaseDetails.omit({ canCancel: true, canReturn: true }).extend({
  consumerId: z.string().optional(),
  cancelledAt: isoDateTime.optional(),
  returnCount: z.number().int().min(0),
});

/** State the users area adds to an order placed by the commerce area (owner, cancel, returns). */
export const orderOverlayRecord = z.object({
  orderNumber: z.string().min(1),
  consumerId: z.string().optional(),
  cancelledAt: isoDateTime.optional(),
  returned: z.array(z.object({ itemId: z.string(), qty: z.number().int().min(0) })),
  returnCount: z.number().int().min(0),
});

/** SMS or newsletter subscriptions of a visitor who gave no email, found again by the user session id. */
export const guestSubscriberRecord = z.object({
  subscriberId: z.string().min(1),
  usid: z.string().min(1),
  subscriptions: z.array(subscription),
});

export const supportCaseRecord = z.object({
  caseNumber: z.string().min(1),
  requestType: z.enum(['ContactUs', 'Warranty']),
  organization: z.string(),
  email: z.string(),
  consumerId: z.string().optional(),
  createdAt: isoDateTime,
});

export const eventRegistrationRecord = z.object({
  registrationId: z.string().min(1),
  eventId: z.string().min(1),
  consumerId: z.string().min(1),
  email: z.string(),
  attendingDays: z.string(),
  plusOne: z.string().optional(),
  registeredAt: isoDateTime,
});

export type StoredCard = z.infer<typeof storedCard>;
export type AccountRecord = z.infer<typeof accountRecord>;
export type AssociateRecord = z.infer<typeof associateRecord>;
export type SessionRecord = z.infer<typeof sessionRecord>;
export type AuthCodeRecord = z.infer<typeof authCodeRecord>;
export type ResetCodeRecord = z.infer<typeof resetCodeRecord>;
export type PurchaseRecord = z.infer<typeof purchaseRecord>;
export type OrderOverlayRecord = z.infer<typeof orderOverlayRecord>;
