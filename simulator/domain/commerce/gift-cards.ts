import { COMMERCE_LIMITS } from '../../db/commerce-config';
import type { GiftCardRecord } from '../../db/commerce-records';
import { type Failure, failure } from '../failure';

/**
 * Gift card rules. The balance check answers the provider's coded ids (GFC700 unknown number, GFC760
 * wrong pin, GFC800 blocked, GFC812 expired, GFC400 missing pin). Applying a card to a cart answers the
 * named ids where the spec has one (GC_INVALID2, GC_ALREADY_APPLIED on this cart, GC_NOT_ALLOWED for carts
 * buying gift cards, GC_ZERO_BALANCE for a card never loaded) and the coded ones otherwise (GFC812
 * expired, GFC800 blocked, GFC725 other currency, GFC410 too many cards, GFC740 balance spent by earlier
 * orders, GFC755 card held by another open cart).
 */

export const maskNumber = (number: string): string =>
  `${'*'.repeat(Math.max(4, number.length - 4))}${number.slice(-4)}`;

const isExpired = (card: GiftCardRecord, now: Date) =>
  card.expiry !== undefined && card.expiry < now.toISOString().slice(0, 10);

export function checkBalanceRequest(
  card: GiftCardRecord | undefined,
  pin: string | undefined,
  now: Date,
): GiftCardRecord | Failure {
  if (!card) return failure('GFC700');
  if (pin === undefined) return failure('GFC400', 'Please enter the gift card PIN.');
  if (card.pin !== pin) return failure('GFC760');
  if (card.blocked) return failure('GFC800');
  if (isExpired(card, now)) return failure('GFC812');
  return card;
}

interface ApplyGiftCardContext {
  readonly now: Date;
  readonly cartCurrency: string;
  /** Gift card numbers already on this cart. */
  readonly onCart: readonly string[];
  /** Whether another open cart holds this card. */
  readonly heldByAnotherCart: boolean;
  /** Whether the cart buys gift cards (which cannot be paid with gift cards). */
  readonly cartBuysGiftCards: boolean;
}

export function checkGiftCardToApply(
  card: GiftCardRecord | undefined,
  pin: string | undefined,
  ctx: ApplyGiftCardContext,
): GiftCardRecord | Failure {
  if (!card) return failure('GC_INVALID2');
  if (pin === undefined) return failure('GFC400', 'Please enter the gift card PIN.');
  if (card.pin !== pin) return failure('GC_INVALID2');
  if (card.blocked) return failure('GFC800');
  if (isExpired(card, ctx.now)) return failure('GFC812');
  if (card.currency !== ctx.cartCurrency) {
    return failure(
      'GFC725',
      `This gift card is in ${card.currency} and cannot pay a ${ctx.cartCurrency} order.`,
    );
  }
  if (ctx.cartBuysGiftCards) return failure('GC_NOT_ALLOWED');
  if (ctx.onCart.includes(card.number)) return failure('GC_ALREADY_APPLIED');
  if (ctx.onCart.length >= COMMERCE_LIMITS.maxGiftCards) {
    return failure('GFC410', `You can use at most ${COMMERCE_LIMITS.maxGiftCards} gift cards on one order.`);
  }
  if (card.balance <= 0) return card.initialBalance > 0 ? failure('GFC740') : failure('GC_ZERO_BALANCE');
  if (ctx.heldByAnotherCart) return failure('GFC755', 'This gift card is already applied to another cart.');
  return card;
}
