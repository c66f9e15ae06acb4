import type { World } from '../../core/world';
import type { GiftCardRecord } from '../../db/commerce-records';
import { checkBalanceRequest } from '../../domain/commerce/gift-cards';
import type { Failure } from '../../domain/failure';

/** Payment calls outside a cart: a gift card's balance and the anti-fraud device fingerprint. */

/** The gift card of this number, checked by the pure rule (pin, expiry) against the session's time. */
export function giftCardForBalance(
  world: World,
  number: string,
  pin: string | undefined,
): GiftCardRecord | Failure {
  const card = world.db.commerce.giftCards.findFirst((q) => q.where({ number }));
  return checkBalanceRequest(card ?? undefined, pin, world.clock.now());
}

/** Records a device fingerprint sent for a payment session. */
export async function recordFingerprint(
  world: World,
  input: { sessionId: string; fingerprint: string; cartId?: string | undefined },
): Promise<void> {
  await world.db.commerce.fingerprints.create({
    sessionId: input.sessionId,
    fingerprint: input.fingerprint,
    ...(input.cartId ? { cartId: input.cartId } : {}),
    receivedAt: world.clock.now().toISOString(),
  });
}
