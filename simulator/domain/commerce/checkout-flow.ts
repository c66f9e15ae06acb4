import type { OrderStatus } from '../../../contracts/entities/order';
import type { CheckoutState } from '../../db/commerce-records';
import type { CardOutcome } from './test-cards';

/**
 * The checkout as data (spec 000 section 4: prepare, place, patch). Two small transition tables: the
 * order's status, and the cart's checkout state. A transition not in a table is refused by the caller.
 */

type OrderEvent =
  | 'AUTHORISED'
  | 'CHALLENGE_REQUIRED'
  | 'DECLINED'
  | 'CHALLENGE_PASSED'
  | 'CHALLENGE_FAILED'
  | 'ABANDONED'
  | 'CANCELLED';

const ORDER_FLOW: Readonly<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>> = {
  CREATED: { AUTHORISED: 'CONFIRMED', CHALLENGE_REQUIRED: 'PAYMENT_PENDING', DECLINED: 'FAILED' },
  // A pending order is a purchase the shopper may cancel (before the challenge completes).
  PAYMENT_PENDING: {
    CHALLENGE_PASSED: 'CONFIRMED',
    CHALLENGE_FAILED: 'FAILED',
    ABANDONED: 'FAILED',
    CANCELLED: 'CANCELLED',
  },
  CONFIRMED: { CANCELLED: 'CANCELLED' },
  FAILED: {},
  CANCELLED: {},
};

export function nextOrderStatus(status: OrderStatus, event: OrderEvent): OrderStatus | undefined {
  return ORDER_FLOW[status][event];
}

type CartEvent =
  | 'CHANGE'
  | 'PREPARE'
  | 'PLACED_CONFIRMED'
  | 'PLACED_PENDING'
  | 'CHALLENGE_PASSED'
  | 'CHALLENGE_FAILED';

/** CLOSED: the cart became an order and is gone (the storefront creates a new one). */
export type CartAfter = CheckoutState | 'CLOSED';

const CART_FLOW: Readonly<Record<CheckoutState, Partial<Record<CartEvent, CartAfter>>>> = {
  OPEN: {
    CHANGE: 'OPEN',
    PREPARE: 'PREPARED',
    PLACED_CONFIRMED: 'CLOSED',
    PLACED_PENDING: 'PAYMENT_PENDING',
  },
  PREPARED: {
    CHANGE: 'OPEN',
    PREPARE: 'PREPARED',
    PLACED_CONFIRMED: 'CLOSED',
    PLACED_PENDING: 'PAYMENT_PENDING',
  },
  // While the challenge is open the cart stays linked to its pending order; a failed challenge restores it
  // (spec 000 section 4: the storefront steps back to billing), a new placement abandons the pending order.
  PAYMENT_PENDING: {
    CHANGE: 'PAYMENT_PENDING',
    PREPARE: 'PAYMENT_PENDING',
    CHALLENGE_PASSED: 'CLOSED',
    CHALLENGE_FAILED: 'OPEN',
    PLACED_CONFIRMED: 'CLOSED',
    PLACED_PENDING: 'PAYMENT_PENDING',
  },
};

export function nextCartState(state: CheckoutState, event: CartEvent): CartAfter | undefined {
  return CART_FLOW[state][event];
}

/** What a payment authorisation answers, as an order event. */
export function eventForAuthorisation(outcome: CardOutcome): OrderEvent {
  if (outcome === 'AUTHORISED') return 'AUTHORISED';
  if (outcome === 'CHALLENGE') return 'CHALLENGE_REQUIRED';
  return 'DECLINED';
}
