import type { PaymentMethodId } from '../../../../../contracts/entities/payment-instrument';
import type { Cart } from '../../../commerce/cart';
import type { PaymentMethod } from '../../../commerce/checkout/payment';

/**
 * Which payment methods the billing step offers and lets the shopper use (spec 000 sections 3 and 6).
 * The server's list (filtered by cart, shopper type and region) is the source; these rules add what the
 * shopper sees: rewards need a signed-in shopper, and an athlete may pay with rewards only once the
 * athlete credit's remaining amount is 0.
 */

export type Instrument = NonNullable<Cart['payment_instruments']>[number];

/** Points, vouchers, reward codes and reward cards. */
const REWARD_METHODS: readonly PaymentMethodId[] = ['LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD'];
/** One of these pays whatever is left; adding another replaces it. */
const OPEN_ENDED_METHODS: readonly PaymentMethodId[] = ['CREDIT_CARD', 'KLARNA', 'PAYPAL'];

export interface ShopperFacts {
  readonly signedIn: boolean;
  /** The athlete payment answered PYT400 "nothing left": the credit is spent. */
  readonly athleteCreditSpent?: boolean;
}

export const instrumentsOf = (cart: Cart): readonly Instrument[] => cart.payment_instruments ?? [];

/** What the athlete credit still holds after this cart, from the athlete instrument; undefined without one. */
export function athleteRemaining(cart: Cart): number | undefined {
  const athlete = instrumentsOf(cart).find((i) => i.payment_method_id === 'ATHLETES_PAYMENT');
  return athlete?.payment_method_id === 'ATHLETES_PAYMENT'
    ? athlete.additionalData.remainingAmount
    : undefined;
}

/**
 * Rewards payment for an athlete: allowed only when the remaining amount is 0 (spec 000 section 6). A
 * shopper the cart does not offer athlete payment to is not an athlete: rewards are allowed.
 */
export function rewardsAllowed(
  methods: readonly PaymentMethod[],
  cart: Cart,
  shopper: ShopperFacts,
): boolean {
  if (!methods.some((m) => m.id === 'ATHLETES_PAYMENT')) return true;
  if (shopper.athleteCreditSpent) return true;
  return athleteRemaining(cart) === 0;
}

export interface OfferedMethod {
  readonly method: PaymentMethod;
  readonly usable: boolean;
  /** Why it cannot be used now (a message id suffix). */
  readonly reason?: 'athleteCreditFirst' | 'signInForRewards';
}

/** The methods the step lists, in the server's order, each usable or not with the reason. */
export function offeredMethods(
  methods: readonly PaymentMethod[],
  cart: Cart,
  shopper: ShopperFacts,
): OfferedMethod[] {
  const rewardsOk = rewardsAllowed(methods, cart, shopper);
  return methods.map((method) => {
    if (!REWARD_METHODS.includes(method.id)) return { method, usable: true };
    if (!shopper.signedIn) return { method, usable: false, reason: 'signInForRewards' };
    if (!rewardsOk) return { method, usable: false, reason: 'athleteCreditFirst' };
    return { method, usable: true };
  });
}

/** The method preselected: the open-ended one on the cart, else the first usable (the card). */
export function preselectedMethod(
  offered: readonly OfferedMethod[],
  cart: Cart,
): PaymentMethodId | undefined {
  const onCart = instrumentsOf(cart).find((i) => OPEN_ENDED_METHODS.includes(i.payment_method_id));
  if (onCart && offered.some((o) => o.method.id === onCart.payment_method_id))
    return onCart.payment_method_id;
  return offered.find((o) => o.usable)?.method.id;
}
