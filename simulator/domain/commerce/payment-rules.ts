import type { AppliedLoyaltyVoucher } from '../../../contracts/entities/promotions';
import { COMMERCE_LIMITS } from '../../db/commerce-config';
import { type Failure, failure } from '../failure';
import { type Minor, toMinor } from './money';
import type { SavedCardFacts, ShopperFacts } from './shopper';

/**
 * Who may pay with what (spec 000 sections 3 and 6): loyalty points, vouchers, reward codes and cards are
 * for signed-in loyalty members (REW401 guest, REW130 not a member, REW135 membership not confirmed,
 * 4044 no member id, REW140 not enough points or a voucher tier that does not exist); an athlete may use rewards only once the athlete credit's remaining amount
 * is 0 (PYT400 otherwise).
 */

export function loyaltyGate(shopper: ShopperFacts): Failure | undefined {
  if (shopper.kind === 'guest' || !shopper.consumerId) return failure('REW401');
  if (shopper.loyaltyRefusal) return failure(shopper.loyaltyRefusal);
  if (!shopper.isLoyaltyMember) return failure('REW130');
  return undefined;
}

/** The athlete credit left after what this cart already takes from it. */
export function athleteRemaining(shopper: ShopperFacts, usedOnCart: Minor): Minor {
  return Math.max(0, (shopper.athlete?.remainingAmount ?? 0) - usedOnCart);
}

function athleteGate(shopper: ShopperFacts, usedOnCart: Minor): Failure | undefined {
  if (!shopper.athlete) return undefined;
  const left = athleteRemaining(shopper, usedOnCart);
  if (left > 0) {
    return failure('PYT400', 'Use your athlete credit first: rewards apply once its remaining amount is 0.');
  }
  return undefined;
}

export function rewardsGate(shopper: ShopperFacts, athleteUsedOnCart: Minor): Failure | undefined {
  return loyaltyGate(shopper) ?? athleteGate(shopper, athleteUsedOnCart);
}

export function checkLoyaltyPoints(
  shopper: ShopperFacts,
  points: number,
  athleteUsed: Minor,
): Failure | undefined {
  const gate = rewardsGate(shopper, athleteUsed);
  if (gate) return gate;
  if (points > shopper.loyaltyPoints) {
    return failure('REW140', `You have ${shopper.loyaltyPoints} points; ${points} were asked for.`);
  }
  return undefined;
}

/** Points to money: 100 points are one major unit. */
export const pointsValue = (points: number): Minor =>
  Math.floor((points * 100) / COMMERCE_LIMITS.pointsPerMajorUnit);

export function checkVoucher(
  shopper: ShopperFacts,
  voucher: AppliedLoyaltyVoucher,
  athleteUsed: Minor,
): Failure | undefined {
  const gate = rewardsGate(shopper, athleteUsed);
  if (gate) return gate;
  const known = shopper.applicableVouchers.some(
    (v) => v.points === voucher.points && toMinor(v.amountInCurrency) === toMinor(voucher.amountInCurrency),
  );
  if (!known) return failure('REW140', 'This voucher is not one of the vouchers your points can buy.');
  if (voucher.points > shopper.loyaltyPoints) {
    return failure(
      'REW140',
      `This voucher needs ${voucher.points} points; you have ${shopper.loyaltyPoints}.`,
    );
  }
  return undefined;
}

const expired = (expiresAt: string | undefined, now: Date) =>
  expiresAt !== undefined && Date.parse(expiresAt) < now.getTime();

export function findRewardCode(
  shopper: ShopperFacts,
  code: string,
  now: Date,
): { code: string; amount: Minor } | Failure {
  const found = shopper.rewardCodes.find((r) => r.code.toUpperCase() === code.trim().toUpperCase());
  if (!found || expired(found.expiresAt, now))
    return failure('PYT404', 'This reward code is not valid for your account.');
  return { code: found.code, amount: found.amount };
}

export function findRewardCard(
  shopper: ShopperFacts,
  cardNumber: string,
  pin: string | undefined,
  now: Date,
): { cardNumber: string; balance: Minor } | Failure {
  const found = shopper.rewardCards.find((r) => r.cardNumber === cardNumber);
  if (!found || (found.pin !== undefined && found.pin !== pin) || expired(found.expiresAt, now)) {
    return failure('PYT404', 'This reward card is not valid for your account.');
  }
  return { cardNumber: found.cardNumber, balance: found.balance };
}

export function findSavedCard(shopper: ShopperFacts, paymentInstrumentId: string): SavedCardFacts | Failure {
  const card = shopper.savedCards.find((c) => c.paymentInstrumentId === paymentInstrumentId);
  return card ?? failure('PAYMENT_INSTRUMENT_NOT_FOUND');
}

/** Athlete payment: for athletes only, paying at most the payable amount. */
export function athletePayable(shopper: ShopperFacts, requested: Minor | undefined): Minor | Failure {
  if (!shopper.athlete) return failure('PYT404', 'Athlete payment is not available for this account.');
  const payable = Math.min(shopper.athlete.payableAmount, shopper.athlete.remainingAmount);
  if (payable <= 0) return failure('PYT400', 'Your athlete credit has nothing left to pay with.');
  return requested === undefined ? payable : Math.min(requested, payable);
}
