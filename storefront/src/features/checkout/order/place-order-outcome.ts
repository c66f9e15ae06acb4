import { FLASH_CODE_GROUPS, FLASH_CODES } from '../../../../../contracts/errors/error-ids';
import type { Handling } from '../../../../../contracts/errors/handling';
import type { Cart } from '../../../commerce/cart';
import type { PlacedOrder } from '../../../commerce/checkout/order';
import { placeOrderErrorId, placeOrderHandlingOf } from '../../../commerce/checkout/place-order-handling';
import { challengeOf, type ThreeDsChallenge } from '../../../commerce/checkout/three-ds-provider';
import { isApiError } from '../../../commerce/commerce-error';

/**
 * What placing an order leads to (spec 000 sections 4 and 8, "Place-order errors"): the transitions the
 * place answer or its error cause in the checkout flow, as a table. Pure: the summary step applies it.
 */
export type PlaceOrderOutcome =
  | { readonly kind: 'confirmed'; readonly order: PlacedOrder }
  | { readonly kind: 'three-ds'; readonly order: PlacedOrder; readonly challenge: ThreeDsChallenge }
  /** Reload the cart; with showFlash its flash entries are the messages to show. */
  | { readonly kind: 'refresh-cart'; readonly error: unknown; readonly showFlash: boolean }
  | { readonly kind: 'step-back'; readonly step: 'shipping' | 'billing'; readonly error: unknown }
  | { readonly kind: 'top-notification'; readonly error: unknown }
  /** The alternative payment provider (Klarna, PayPal) did not authorise: the PAY400 message. */
  | { readonly kind: 'provider-declined'; readonly messageCode: 'PAY400'; readonly error: unknown }
  /** Anything else: an error toast that stays until dismissed. */
  | { readonly kind: 'error-toast'; readonly error: unknown };

/** The alternative payment provider's authorization failure: a sticky toast, with the provider's message. */
const PROVIDER_DECLINED_ID = 'PAY400';

const FLASH: readonly string[] = FLASH_CODES;

/**
 * The outcome the catalogue's handling of the error asks for (spec 000 section 8), read from the entry, not
 * from lists of ids here: a step back (the most specific: the shopper redoes that step), the refreshed
 * cart's flash messages, or a top notification.
 */
function outcomeByHandling(error: unknown): PlaceOrderOutcome | undefined {
  const handling = placeOrderHandlingOf(error);
  const has = (kind: Handling['kind']) => handling.some((h) => h.kind === kind);
  const stepBack = handling.find((h) => h.kind === 'step-back');
  if (stepBack) return { kind: 'step-back', step: stepBack.step, error };
  // A refresh alone (TAX310: refresh-cart, sticky-error-toast) stays a toast; with its flash messages it is the notice.
  if (has('show-flash-messages')) return { kind: 'refresh-cart', error, showFlash: true };
  if (has('top-notification')) return { kind: 'top-notification', error };
  return undefined;
}

/** The outcome of a place-order answer (an order) or of its failure (an ApiError, or anything thrown). */
export function placeOrderOutcome(
  result: { readonly order: PlacedOrder } | { readonly error: unknown },
): PlaceOrderOutcome {
  if ('order' in result) {
    const challenge = challengeOf(result.order);
    return challenge
      ? { kind: 'three-ds', order: result.order, challenge }
      : { kind: 'confirmed', order: result.order };
  }
  const { error } = result;
  const id = placeOrderErrorId(error);
  if (id === undefined) return { kind: 'error-toast', error };
  const routed = outcomeByHandling(error);
  if (routed) return routed;
  if (id === PROVIDER_DECLINED_ID) return { kind: 'provider-declined', messageCode: 'PAY400', error };
  if (isApiError(error) && error.details.some((d) => FLASH.includes(d.errorId)))
    return { kind: 'refresh-cart', error, showFlash: true };
  return { kind: 'error-toast', error };
}

const DELIVERY_NOTICES: readonly string[] = FLASH_CODE_GROUPS.deliveryNotices;

export interface DeliveryChange {
  readonly code: string;
  readonly itemId: string | undefined;
  readonly toShippingMethod: string | undefined;
}

/**
 * Delivery change notices on a cart (PickupToSth, PickupToSts, StsToSth, StsToPickup, STHToPickup,
 * OrderShippingMethodDowngraded): the server already moved the lines; the shopper sees the order-updated
 * message and the line's new method. Empty when the order did not change.
 */
export function deliveryChanges(cart: Pick<Cart, 'flash'>): DeliveryChange[] {
  return (cart.flash ?? [])
    .filter((f) => DELIVERY_NOTICES.includes(f.code))
    .map((f) => ({ code: f.code, itemId: f.details.itemId, toShippingMethod: f.details.toShippingMethod }));
}
