import { SEEDED_GIFT_CARDS } from '../../simulator/db/commerce-config';
import { DOCUMENTED_ACCOUNTS } from '../../simulator/db/seed/consumer-seed-documented';
import { ASSOCIATE_PASSWORD } from '../../simulator/db/seed/consumer-seed-edge-cases';
import { SHOPPER_PASSWORD } from '../flows/common-steps';

/**
 * What a recorded scenario replays in place of the secrets it was recorded with (scenarios/recording/redact.ts
 * writes the calls): the simulator's fixtures, or the environment's values when it replays against a real
 * backend (`HARNESS_PASSWORD=... harness scenario run scenarios/recorded/x.ts --base-url ...`).
 */
export function secret(name: string, fixture: string): string {
  return process.env[name] ?? fixture;
}

/** The simulator's seeded passwords: every seeded shopper's, and the store associates'. */
export const PASSWORDS = { shopper: SHOPPER_PASSWORD, associate: ASSOCIATE_PASSWORD } as const;

/** The simulator's seeded gift card `index` (README: 6006491111111111 / 1111 holds 50.00 USD, ...). */
export function giftCard(index: number): { readonly number: string; readonly pin: string } {
  const card = SEEDED_GIFT_CARDS[index];
  if (!card) throw new Error(`no seeded gift card ${index} (there are ${SEEDED_GIFT_CARDS.length})`);
  return { number: card.number, pin: card.pin };
}

/** The index of a seeded gift card number, or -1 for any other card. */
export const giftCardIndex = (number: string): number =>
  SEEDED_GIFT_CARDS.findIndex((c) => c.number === number);

/** The seeded reward card (the loyalty account's, loyalty@example.com): a reward card replays only for it. */
export function rewardCard(): { readonly number: string; readonly pin: string } {
  const card = DOCUMENTED_ACCOUNTS.flatMap((a) => a.rewardCards)[0];
  if (!card) throw new Error('no seeded reward card');
  return { number: card.cardNumber, pin: card.pin ?? '' };
}
