import type { World } from '../../core/world';
import { deepFreeze } from '../../db/deep-freeze';
import type { Session } from '../../domain/auth/session';
import { toMinor } from '../../domain/commerce/money';
import { GUEST_SHOPPER, type ShopperFacts } from '../../domain/commerce/shopper';
import { loyaltyFailure, VOUCHER_TIERS } from '../../domain/consumer/loyalty';
import { findAccount } from '../auth/session-service';

/**
 * The one place the commerce area reads the users area's account (simulator/services/auth/session-service.ts):
 * it turns the session and account into ShopperFacts, money in minor units.
 */
/** The facts of a shopper with no account, one frozen object per kind and type (cart-view-key.ts counts it by identity). */
const anonymousShoppers = new Map<string, ShopperFacts>();
function anonymousShopper(session: Session): ShopperFacts {
  const key = `${session.kind} ${session.consumerType}`;
  let shopper = anonymousShoppers.get(key);
  if (!shopper) {
    shopper = deepFreeze({ ...GUEST_SHOPPER, kind: session.kind, consumerType: session.consumerType });
    anonymousShoppers.set(key, shopper);
  }
  return shopper;
}

export function shopperOf(world: World, session: Session): ShopperFacts {
  if (!session.consumerId) return anonymousShopper(session);
  const base: ShopperFacts = {
    ...GUEST_SHOPPER,
    kind: session.kind,
    consumerType: session.consumerType,
    consumerId: session.consumerId,
  };
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
