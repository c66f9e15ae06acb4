/**
 * The sandbox test cards (ARCHITECTURE.md), told apart by BIN and last four because the card number never
 * reaches the API: 4111 1111 1111 1111 authorises, 4000 0000 0000 3220 needs the 3-D Secure challenge,
 * 4000 0000 0000 0002 is declined. Designed addition: 4000 0000 0000 0119 fails the fraud check. Any
 * other card authorises, as sandboxes do.
 */
export type CardOutcome = 'AUTHORISED' | 'CHALLENGE' | 'DECLINED' | 'FRAUD';

const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '411111/1111': 'AUTHORISED',
  '400000/3220': 'CHALLENGE',
  '400000/0002': 'DECLINED',
  '400000/0119': 'FRAUD',
};

export function cardOutcome(bin: string, lastFour: string): CardOutcome {
  return TEST_CARDS[`${bin.slice(0, 6)}/${lastFour}`] ?? 'AUTHORISED';
}

/** A card is expired after the last day of its expiry month. */
export function isCardExpired(expiryMonth: number, expiryYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiryYear < year || (expiryYear === year && expiryMonth < month);
}
