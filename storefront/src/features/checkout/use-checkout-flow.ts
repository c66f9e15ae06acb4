import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Cart } from '../../commerce/cart';
import {
  CHECKOUT_FLOW_KEY,
  type CheckoutFlowEvent,
  type CheckoutFlowState,
  type CheckoutStatus,
  type ContactSettings,
  carriedFlow,
  hasStoredFlow,
  readStoredFlow,
  resolveStep,
  storedFlow,
  transition,
} from './checkout-flow';
import type { CheckoutStepId } from './checkout-step-props';

function readRaw(): string | null | undefined {
  try {
    return globalThis.localStorage?.getItem(CHECKOUT_FLOW_KEY);
  } catch {
    return undefined;
  }
}

const readStorage = (cartId: string): CheckoutFlowState => readStoredFlow(readRaw(), cartId);

/** The flow of `cartId` coming in under the open checkout in place of the cart of `previous`. */
function flowOfNewCart(
  previous: { readonly cartId: string; readonly state: CheckoutFlowState },
  cartId: string,
): CheckoutFlowState {
  const raw = readRaw();
  if (!previous.cartId || hasStoredFlow(raw, cartId)) return readStoredFlow(raw, cartId);
  return carriedFlow(previous.state);
}

export interface CheckoutFlow {
  /** The step shown: the wanted one as far as the cart's guards allow. */
  readonly step: CheckoutStepId;
  readonly status: CheckoutStatus;
  /** Express checkout already ran for this cart. */
  readonly expressTried: boolean;
  readonly complete: (from: CheckoutStepId) => void;
  readonly goTo: (step: CheckoutStepId) => void;
  /** Express checkout set everything: straight to summary, status EXPRESS. */
  readonly jumpToSummary: () => void;
  /** Express could not load a card or an address: standard steps from shipping. */
  readonly expressFallback: () => void;
  /** After a placed order: back to shipping. */
  readonly reset: () => void;
}

/**
 * The checkout flow of a cart (checkout-flow.ts), kept in localStorage per cart id so a reload comes back
 * to the same step. The shown step is derived from the cart on every render, so a step's `onComplete`
 * right after its cart answer lands in the cache shows the next step, and a cart that loses a step's work
 * moves the step back.
 */
export function useCheckoutFlow(cart: Cart | null | undefined, settings?: ContactSettings): CheckoutFlow {
  const cartId = cart?.id ?? '';
  const [stored, setStored] = useState(() => ({ cartId, state: readStorage(cartId) }));
  // Another cart under the open checkout (recreated, or the new cart after a failed 3-D Secure challenge)
  // takes over this flow; the guards then show as far as the new cart's own work allows.
  const current = stored.cartId === cartId ? stored.state : flowOfNewCart(stored, cartId);
  if (stored.cartId !== cartId) setStored({ cartId, state: current });

  useEffect(() => {
    if (!cartId) return;
    try {
      globalThis.localStorage?.setItem(CHECKOUT_FLOW_KEY, storedFlow(cartId, current));
    } catch {
      // Private mode or a full quota: the step is then kept for this page's life only.
    }
  }, [cartId, current]);

  const send = useCallback(
    (event: CheckoutFlowEvent) => setStored((s) => ({ cartId: s.cartId, state: transition(s.state, event) })),
    [],
  );

  const step = cart ? resolveStep(cart, current.wanted, settings) : 'shipping';
  return useMemo(
    () => ({
      step,
      status: current.status,
      expressTried: current.expressTried === true,
      complete: (from) => send({ type: 'complete', from }),
      goTo: (to) => send({ type: 'goTo', step: to }),
      jumpToSummary: () => send({ type: 'jumpToSummary' }),
      expressFallback: () => send({ type: 'expressFallback' }),
      reset: () => send({ type: 'reset' }),
    }),
    [step, current.status, current.expressTried, send],
  );
}
