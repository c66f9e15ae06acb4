import type { Cart } from '../../commerce/cart';
import { contactFieldsFor } from '../cart/delivery/contact-rules';
import { CHECKOUT_STEPS, type CheckoutStepId } from './checkout-step-props';

/**
 * The checkout as data (spec 000 sections 2 and 4): three steps, what each needs from the cart before it can
 * be shown (its guard), and the transitions. The step the shopper sees is always `resolveStep` of the step
 * they asked for: a jump past an unmet guard lands on the first step whose work is not done, so a cart
 * that changes under the checkout (a payment removed, a line switched to home delivery) moves the step
 * back by itself.
 */

export type CheckoutStatus = 'STANDARD' | 'EXPRESS';

export interface CheckoutFlowState {
  /** The step the shopper (or the order work) asked for; shown only as far as the guards allow. */
  readonly wanted: CheckoutStepId;
  readonly status: CheckoutStatus;
  /** Express checkout ran for this cart (it runs once per cart; spec 000 section 4). */
  readonly expressTried?: boolean;
}

export const INITIAL_FLOW: CheckoutFlowState = { wanted: 'shipping', status: 'STANDARD' };

export type CheckoutFlowEvent =
  /** The current step is done: on to the next one. */
  | { readonly type: 'complete'; readonly from: CheckoutStepId }
  /** An edit button, or a place-order error's route (step-back). */
  | { readonly type: 'goTo'; readonly step: CheckoutStepId }
  /** Express checkout: everything was set in one go (spec 000 section 4). */
  | { readonly type: 'jumpToSummary' }
  /** Express checkout could not load a card or an address: the standard steps from the start. */
  | { readonly type: 'expressFallback' }
  /** After a placed order: back to shipping, standard. */
  | { readonly type: 'reset' };

/** Home delivery codes: the lines that need a shipping address (pickup, ship to store, pudo, digital do not). */
const HOME_CODES: readonly string[] = ['me', 'standard', 'customs'];

type CartFacts = Pick<
  Cart,
  'items' | 'shippingAddress' | 'billingAddress' | 'totals' | 'shippingMethods' | 'payment_instruments'
>;

const selectedOption = (line: Cart['items'][number]) => line.shippingOptions?.find((o) => o.selected);

/** Whether any line is delivered home (a cart of pickup lines only needs no home address). */
export function needsShippingAddress(cart: Pick<Cart, 'items'>): boolean {
  return cart.items.some((line) => {
    const option = selectedOption(line);
    // A line without options ships by the default home method ('me').
    return !option || HOME_CODES.includes(option.shippingMethod.code);
  });
}

/** The site settings that make a pickup or collection-point contact required (spec 000 section 5). */
export interface ContactSettings {
  readonly pickupEmailRequired: boolean;
  readonly collectionPointContactRequired: boolean;
}

/** The contact of a store or collection-point shipment has what this site asks for (known shipments only). */
function contactComplete(
  cart: Pick<Cart, 'shippingMethods'>,
  code: string,
  storeId: string | undefined,
  settings: ContactSettings | undefined,
): boolean {
  const fields = settings ? contactFieldsFor(code, settings) : [];
  if (fields.length === 0 || !cart.shippingMethods) return true;
  const shipment = cart.shippingMethods.find((s) => s.code === code && (!storeId || s.storeId === storeId));
  const contact = shipment?.address;
  if (!contact?.firstName || !contact.lastName) return false;
  if (fields.includes('email') && !contact.email) return false;
  return !fields.includes('mobile') || Boolean(contact.phone);
}

/**
 * A line's delivery is complete: its method is available, a store method has its store, pudo its point,
 * and pickup and collection points have the contact the site asks for.
 */
export function lineDeliveryComplete(
  cart: Pick<Cart, 'shippingMethods'>,
  line: Cart['items'][number],
  settings?: ContactSettings,
): boolean {
  const option = selectedOption(line);
  if (!option) return true;
  if (!option.available) return false;
  const { code } = option.shippingMethod;
  const storeId = option.storeInfo?.id;
  if ((code === 'pickup' || code === 'sts') && !storeId) return false;
  if (code === 'pudo' && !cart.shippingMethods?.find((s) => s.code === 'pudo')?.pudoPoint) return false;
  return contactComplete(cart, code, code === 'pudo' ? undefined : storeId, settings);
}

/** Shipping is done: a shipping address when something ships home, and every line's delivery complete. */
function shippingDone(cart: CartFacts, settings?: ContactSettings): boolean {
  if (needsShippingAddress(cart) && !cart.shippingAddress) return false;
  return cart.items.every((line) => lineDeliveryComplete(cart, line, settings));
}

/**
 * Billing is done: a billing address, and payments that cover the whole order. As for the commerce API
 * (BIL400), a paying saved card's own address is a billing address: express checkout sets no other.
 */
export function billingDone(cart: CartFacts): boolean {
  const instruments = cart.payment_instruments ?? [];
  const cardAddress = instruments.some((i) => i.payment_method_id === 'CREDIT_CARD' && i.address);
  return (
    (Boolean(cart.billingAddress) || cardAddress) &&
    instruments.length > 0 &&
    cart.totals.remainingToPay === 0
  );
}

/** Each step's own work as a check on the cart (summary's is placing the order, never done beforehand). */
const STEP_DONE: Readonly<Record<CheckoutStepId, (cart: CartFacts, settings?: ContactSettings) => boolean>> =
  {
    shipping: shippingDone,
    billing: billingDone,
    summary: () => false,
  };

const indexOf = (step: CheckoutStepId) => CHECKOUT_STEPS.indexOf(step);

/** A step's guard: the work of every step before it is done. */
export function stepGuard(cart: CartFacts, step: CheckoutStepId, settings?: ContactSettings): boolean {
  return CHECKOUT_STEPS.slice(0, indexOf(step)).every((before) => STEP_DONE[before](cart, settings));
}

/** The step shown for a wanted one: the wanted step if its guard holds, else the first step whose work is missing. */
export function resolveStep(
  cart: CartFacts,
  wanted: CheckoutStepId,
  settings?: ContactSettings,
): CheckoutStepId {
  return (
    CHECKOUT_STEPS.slice(0, indexOf(wanted)).find((before) => !STEP_DONE[before](cart, settings)) ?? wanted
  );
}

/** The step after `step` (the last one stays). */
function nextStep(step: CheckoutStepId): CheckoutStepId {
  return CHECKOUT_STEPS[Math.min(indexOf(step) + 1, CHECKOUT_STEPS.length - 1)] as CheckoutStepId;
}

/** Steps before the shown one: shown collapsed, with an edit button. */
export function isStepCompleted(shown: CheckoutStepId, step: CheckoutStepId): boolean {
  return indexOf(step) < indexOf(shown);
}

/** The flow's transitions; pure, the guards apply when the step is resolved against the cart. */
export function transition(state: CheckoutFlowState, event: CheckoutFlowEvent): CheckoutFlowState {
  switch (event.type) {
    case 'complete':
      return { ...state, wanted: nextStep(event.from) };
    case 'goTo':
      return { ...state, wanted: event.step };
    case 'jumpToSummary':
      return { wanted: 'summary', status: 'EXPRESS', expressTried: true };
    case 'expressFallback':
      return { ...INITIAL_FLOW, expressTried: true };
    case 'reset':
      return INITIAL_FLOW;
  }
}

// Persistence (spec 000 section 9: cart and checkout state are persisted locally) -----------------------

export const CHECKOUT_FLOW_KEY = 'storefront.checkout';

interface StoredFlow extends CheckoutFlowState {
  readonly cartId: string;
}

const isStep = (value: unknown): value is CheckoutStepId =>
  typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);

/** The stored flow of this cart; another cart's flow, or junk, starts over. */
export function readStoredFlow(raw: string | null | undefined, cartId: string): CheckoutFlowState {
  if (!raw) return INITIAL_FLOW;
  try {
    const stored = JSON.parse(raw) as Partial<StoredFlow> | null;
    if (!stored || stored.cartId !== cartId || !isStep(stored.wanted)) return INITIAL_FLOW;
    return {
      wanted: stored.wanted,
      status: stored.status === 'EXPRESS' ? 'EXPRESS' : 'STANDARD',
      ...(stored.expressTried === true ? { expressTried: true } : {}),
    };
  } catch {
    return INITIAL_FLOW;
  }
}

export function storedFlow(cartId: string, state: CheckoutFlowState): string {
  return JSON.stringify({ cartId, ...state } satisfies StoredFlow);
}

/** Whether the stored flow is the flow of `cartId`. */
export function hasStoredFlow(raw: string | null | undefined, cartId: string): boolean {
  return raw ? readStoredFlow(raw, cartId) !== INITIAL_FLOW : false;
}

/**
 * The flow of a cart that replaces the cart of an open checkout (a recreated cart, or the new cart after a
 * failed 3-D Secure challenge): the wanted step and whether express ran carry over, the status is standard
 * again (the order state that made it EXPRESS is gone). The guards then show the step as far as the new
 * cart's own work allows: billing after a failed challenge, whose new cart has the lines and the address.
 */
export function carriedFlow(previous: CheckoutFlowState): CheckoutFlowState {
  return {
    wanted: previous.wanted,
    status: 'STANDARD',
    ...(previous.expressTried ? { expressTried: true } : {}),
  };
}
