import type { SavedCard } from '../../../contracts/entities/saved-payment-instrument';
import type { StoredCard } from '../../db/account-records';
import { cardOutcome } from '../commerce/test-cards';
import { type Failure, failure } from '../failure';

/** Cards further out than this are refused by the provider (CC_EXPIRY_DATE_INVALID). */
const MAX_EXPIRY_YEARS_AHEAD = 20;

/** A past expiry is FE309 (the form code); one beyond 20 years CC_EXPIRY_DATE_INVALID. */
export function expiryFailure(month: number, year: number, now: Date): Failure | undefined {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  if (year < currentYear || (year === currentYear && month < currentMonth)) return failure('FE309');
  if (year > currentYear + MAX_EXPIRY_YEARS_AHEAD) return failure('CC_EXPIRY_DATE_INVALID');
  return undefined;
}

/**
 * A card already in the wallet: the same provider token is CC_ALREADY_EXISTS (the provider's answer);
 * the same card (BIN, last four and expiry) under a new token is PYT300 (the consumer service's answer).
 */
function duplicateFailure(cards: readonly StoredCard[], card: StoredCard): Failure | undefined {
  if (cards.some((c) => c.token === card.token)) return failure('CC_ALREADY_EXISTS');
  const same = (c: StoredCard) =>
    c.bin === card.bin &&
    c.lastFour === card.lastFour &&
    c.expiryMonth === card.expiryMonth &&
    c.expiryYear === card.expiryYear;
  if (cards.some(same)) return failure('PYT300');
  return undefined;
}

/** Exactly one main card when there are cards: `mainId` wins, else the current main, else the newest. */
function withOneMainCard(cards: readonly StoredCard[], mainId?: string): StoredCard[] {
  const newest = [...cards].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const keep = cards.find((c) => c.paymentInstrumentId === mainId) ?? cards.find((c) => c.main) ?? newest;
  return cards.map((c) => ({ ...c, main: c === keep }));
}

/**
 * The provider screens a card before it is stored: the fraud test card (400000/0119) answers PYT402, as
 * it answers PAYMENT_FRAUD_VERIFICATION_EXCEPTION when an order is paid with it unsaved.
 */
function fraudFailure(card: { bin: string; lastFour: string }): Failure | undefined {
  return cardOutcome(card.bin, card.lastFour) === 'FRAUD' ? failure('PYT402') : undefined;
}

/** Saves a card: the first card is main; `main` true makes the new one main. */
export function addCard(cards: readonly StoredCard[], card: StoredCard, now: Date): StoredCard[] | Failure {
  const problem =
    expiryFailure(card.expiryMonth, card.expiryYear, now) ??
    fraudFailure(card) ??
    duplicateFailure(cards, card);
  if (problem) return problem;
  const added = { ...card, main: cards.length === 0 || card.main };
  return withOneMainCard([...cards, added], added.main ? added.paymentInstrumentId : undefined);
}

interface CardChange {
  readonly main?: true | undefined;
  readonly expiryMonth?: number | undefined;
  readonly expiryYear?: number | undefined;
  readonly address?: StoredCard['address'];
}

export function updateCard(
  cards: readonly StoredCard[],
  id: string,
  change: CardChange,
  now: Date,
): StoredCard[] | Failure {
  const card = cards.find((c) => c.paymentInstrumentId === id);
  if (!card) return failure('PYT404');
  if (change.expiryMonth !== undefined && change.expiryYear !== undefined) {
    const problem = expiryFailure(change.expiryMonth, change.expiryYear, now);
    if (problem) return problem;
  }
  const updated: StoredCard = {
    ...card,
    ...(change.expiryMonth !== undefined ? { expiryMonth: change.expiryMonth } : {}),
    ...(change.expiryYear !== undefined ? { expiryYear: change.expiryYear } : {}),
    ...(change.address ? { address: change.address } : {}),
  };
  const next = cards.map((c) => (c.paymentInstrumentId === id ? updated : c));
  return withOneMainCard(next, change.main ? id : undefined);
}

/** Removes a card; removing the main card makes the most recent other card main. */
export function removeCard(cards: readonly StoredCard[], id: string): StoredCard[] | Failure {
  if (!cards.some((c) => c.paymentInstrumentId === id)) return failure('PYT404');
  const rest = cards.filter((c) => c.paymentInstrumentId !== id).map((c) => ({ ...c }));
  return withOneMainCard(rest);
}

/** The card as the account shows it (no token, no BIN). */
export function cardView(card: StoredCard): SavedCard {
  return {
    paymentInstrumentId: card.paymentInstrumentId,
    cardType: card.cardType,
    lastFour: card.lastFour,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    holderName: card.holderName,
    main: card.main,
    ...(card.address ? { address: card.address } : {}),
  };
}

/** The wallet listing order: main card first, then newest first. */
export const walletOrder = (cards: readonly StoredCard[]): StoredCard[] =>
  [...cards].sort((a, b) => Number(b.main) - Number(a.main) || b.createdAt.localeCompare(a.createdAt));
