import type { World } from '../../core/world';
import { findAccount, type Session } from '../auth/session';
import { loyaltyFailure, VOUCHER_TIERS } from '../consumer/loyalty';
import { toMinor } from './money';
import { GUEST_SHOPPER, type ShopperFacts } from './shopper';

/**
 * The one place the commerce area reads the users area's account (simulator/domain/auth/session.ts):
 * it turns the session and account into ShopperFacts, money in minor units.
 */
export function shopperOf(world: World, session: Session): ShopperFacts {
  const base: ShopperFacts = {
    ...GUEST_SHOPPER,
    kind: session.kind,
    consumerType: session.consumerType,
    ...(session.consumerId ? { consumerId: session.consumerId } : {}),
  };
  if (!session.consumerId) return base;
  const account = findAccount(world, session.consumerId);
  if (!account) return base;
  return {
    ...base,
    email: account.email,
    firstName: account.firstName,
    isLoyaltyMember: account.isLoyaltyMember,
    loyaltyRefusal: loyaltyFailure(account)?.errorId as ShopperFacts['loyaltyRefusal'],
    memberId: account.memberId,
    loyaltyPoints: account.loyaltyPoints,
    athlete: account.athlete
      ? {
          remainingAmount: toMinor(account.athlete.remainingAmount),
          payableAmount: toMinor(account.athlete.payableAmount),
        }
      : undefined,
    employee: account.employee
      ? {
          termsAccepted: account.employee.isEmployeeDiscountTCAccepted,
          currentSpend: toMinor(account.employee.currentSpend),
          annualCap: toMinor(account.employee.annualCap),
        }
      : undefined,
    savedCards: account.cards.map((c) => ({
      paymentInstrumentId: c.paymentInstrumentId,
      cardType: c.cardType,
      bin: c.bin,
      lastFour: c.lastFour,
      expiryMonth: c.expiryMonth,
      expiryYear: c.expiryYear,
      holderName: c.holderName,
      address: c.address,
    })),
    rewardCodes: account.rewardCodes.map((r) => ({
      code: r.code,
      amount: toMinor(r.amount),
      expiresAt: r.expiresAt,
    })),
    rewardCards: account.rewardCards.map((r) => ({
      cardNumber: r.cardNumber,
      pin: r.pin,
      balance: toMinor(r.balance),
      expiresAt: r.expiresAt,
    })),
    applicableVouchers: VOUCHER_TIERS.map((t) => ({ points: t.points, amountInCurrency: t.amount })),
    addressBookIds: account.addresses.flatMap((a) => a.id ?? a.addressId ?? []),
  };
}

/** First name of a consumer (shared favourites show it). */
export function firstNameOf(world: World, consumerId: string | undefined): string | undefined {
  return consumerId ? findAccount(world, consumerId)?.firstName : undefined;
}
