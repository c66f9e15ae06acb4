import type { ShippingMethodCode } from '../../../contracts/entities/shipping-method';

/**
 * Gift options checked when the order is placed (docs/decisions.md "Gift options"). Gift wrapping and the
 * printed message are done in the warehouse, so:
 * - a buy-in-store order (an associate rings it up and hands it over) has no gift service: GFS800;
 * - a pickup line comes off a store's shelf, so its gift option is gone (for example after STHToPickup): GFO404;
 * - an e-gift card is sent by e-mail with its own message: a gift option does not apply to it, GFO405.
 */

interface GiftOptionFacts {
  readonly buyInStore: boolean;
  readonly lines: readonly {
    readonly hasGiftOption: boolean;
    readonly isDigital: boolean;
    readonly code: ShippingMethodCode;
  }[];
}

type GiftOptionProblem = 'GFS800' | 'GFO404' | 'GFO405';

export function giftOptionProblem(facts: GiftOptionFacts): GiftOptionProblem | undefined {
  const gifts = facts.lines.filter((l) => l.hasGiftOption);
  if (gifts.length === 0) return undefined;
  if (facts.buyInStore) return 'GFS800';
  if (gifts.some((l) => l.isDigital)) return 'GFO405';
  if (gifts.some((l) => l.code === 'pickup')) return 'GFO404';
  return undefined;
}
