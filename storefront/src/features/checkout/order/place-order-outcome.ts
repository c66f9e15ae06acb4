import { FLASH_CODE_GROUPS, FLASH_CODES } from '../../../../../contracts/errors/error-ids';
import type { Cart } from '../../../commerce/cart';
import type { PlacedOrder } from '../../../commerce/checkout/order';
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
  | { readonly kind: 'step-back'; readonly step: 'shipping'; readonly error: unknown }
  | { readonly kind: 'top-notification'; readonly error: unknown }
  /** The alternative payment provider (Klarna, PayPal) did not authorise: the PAY400 message. */
  | { readonly kind: 'provider-declined'; readonly messageCode: 'PAY400'; readonly error: unknown }
  /** Anything else: an error toast that stays until dismissed. */
  | { readonly kind: 'error-toast'; readonly error: unknown };

export const REFRESH_WITH_FLASH_IDS: readonly string[] = ['ITEM_NO_LONGER_AVAILABLE'];
export const STEP_BACK_TO_SHIPPING_IDS: readonly string[] = FLASH_CODE_GROUPS.placeOrderTransitions;
export const TOP_NOTIFICATION_IDS: readonly string[] = [
  'CC_EXPIRY_DATE_INVALID',
  'PAYMENT_INSTRUMENT_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'PAYMENT_ERROR',
  'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
  'CART_NOT_FOUND',
  'SHIPPING_POBOX_UNAVAILABLE',
  'SOME_PRODUCTS_NO_INVENTORY',
];
/** The alternative payment provider's authorization failure. */
export const PROVIDER_DECLINED_ID = 'PAY400';

const FLASH: readonly string[] = FLASH_CODES;

/** The id an error is routed by: the envelope's first, even one the loaded catalogue does not know. */
const firstId = (error: unknown): string | undefined =>
  isApiError(error) ? (error.errorId ?? error.details[0]?.errorId) : undefined;

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
  const id = firstId(error);
  if (id === undefined) return { kind: 'error-toast', error };
  if (REFRESH_WITH_FLASH_IDS.includes(id)) return { kind: 'refresh-cart', error, showFlash: true };
  if (STEP_BACK_TO_SHIPPING_IDS.includes(id)) return { kind: 'step-back', step: 'shipping', error };
  if (TOP_NOTIFICATION_IDS.includes(id)) return { kind: 'top-notification', error };
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
