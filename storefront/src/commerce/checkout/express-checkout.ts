import type { RequestBodyInputOf, ResponseBodyOf } from '../../../../contracts/registry/types';
import type { Cart } from '../cart';
import type { CommerceDeps } from '../commerce-deps';
import { isSignedIn, type SessionState } from '../session-state';
import type { orderCommerce } from './order';

type Address = RequestBodyInputOf<'setShippingAddress'>;
type SavedInstrument = ResponseBodyOf<'listPaymentInstruments'>['payment_instruments'][number];
type SavedCard = Extract<SavedInstrument, { payment_method_id: 'CREDIT_CARD' }>;

/** What the express steps have gathered so far. */
export interface ExpressContext {
  readonly cart: Cart;
  readonly card?: SavedCard;
  /** The default shipping address; absent when every line is picked up or shipped to a store. */
  readonly address?: Address;
}

export type ExpressFallbackReason = 'no-card' | 'no-address' | 'failed';

/** Where express checkout leaves the shopper: at summary with a ready cart, or at shipping. */
export type ExpressResult =
  | { readonly kind: 'summary'; readonly cart: Cart }
  | {
      readonly kind: 'fallback';
      readonly step: 'shipping';
      readonly reason: ExpressFallbackReason;
      readonly error?: unknown;
    };

interface ExpressEnv {
  readonly deps: CommerceDeps;
  readonly order: ReturnType<typeof orderCommerce>;
}

/** One step: it adds to the context, or says why express checkout cannot go on. */
export interface ExpressStep {
  readonly id: string;
  readonly run: (
    env: ExpressEnv,
    ctx: ExpressContext,
  ) => Promise<ExpressContext | { readonly fallback: ExpressFallbackReason }>;
}

/** Lines delivered to a store (pickup, ship to store) need no shipping address. */
const STORE_CODES = ['pickup', 'sts'];
const needsAddress = (cart: Cart): boolean =>
  cart.items.some((item) => {
    const code = item.shippingOptions?.find((o) => o.selected)?.shippingMethod.code ?? 'me';
    return !STORE_CODES.includes(code);
  });

const basketIdOf = (ctx: ExpressContext) => ({ basketId: ctx.cart.id });

/**
 * Express checkout as data (spec 000 section 4): load the main saved card, the default shipping address
 * (or nothing when the lines go to a store), set the status EXPRESS, submit the address, pay with the main
 * card, prepare the order with checkoutType EXPRESS. No card or no address falls back to shipping.
 */
const EXPRESS_STEPS: readonly ExpressStep[] = [
  {
    id: 'load-main-card',
    async run({ deps }, ctx) {
      const saved = await deps.call('listPaymentInstruments', {
        query: { payment_method_id: 'CREDIT_CARD' },
      });
      const cards = saved.payment_instruments.filter(
        (i): i is SavedCard => i.payment_method_id === 'CREDIT_CARD',
      );
      const card = cards.find((c) => c.main);
      return card ? { ...ctx, card } : { fallback: 'no-card' };
    },
  },
  {
    id: 'load-default-address',
    async run({ deps }, ctx) {
      if (!needsAddress(ctx.cart)) return ctx;
      const profile = await deps.call('getConsumer', { query: {} }, { audience: 'shopper' });
      const address = profile.consumerDetails.address?.find((a) => a.main && a.approachType === 'S');
      return address ? { ...ctx, address } : { fallback: 'no-address' };
    },
  },
  {
    id: 'set-status-express',
    async run({ order }, ctx) {
      order.setCheckoutType('EXPRESS');
      return ctx;
    },
  },
  {
    id: 'submit-address',
    async run({ deps }, ctx) {
      if (!ctx.address) return ctx;
      const cart = await deps.call('setShippingAddress', { params: basketIdOf(ctx), body: ctx.address });
      return { ...ctx, cart };
    },
  },
  {
    id: 'pay-with-main-card',
    async run({ deps }, ctx) {
      if (!ctx.card) return { fallback: 'no-card' };
      const cart = await deps.call('addPaymentInstrument', {
        params: basketIdOf(ctx),
        body: { payment_method_id: 'CREDIT_CARD', paymentInstrumentId: ctx.card.paymentInstrumentId },
      });
      return { ...ctx, cart };
    },
  },
  {
    id: 'prepare-order',
    async run({ order }, ctx) {
      return { ...ctx, cart: await order.prepareOrder('EXPRESS') };
    },
  },
];

/** Express checkout is offered when the feature is on and the shopper is signed in. */
export const expressCheckoutOffered = (enabled: boolean, session: SessionState): boolean =>
  enabled && isSignedIn(session);

/** Runs the steps in order; a fallback (or a failed call) resets the status and leaves the shopper at shipping. */
export async function runExpressCheckout(
  env: ExpressEnv,
  cart: Cart,
  steps: readonly ExpressStep[] = EXPRESS_STEPS,
): Promise<ExpressResult> {
  let ctx: ExpressContext = { cart };
  for (const step of steps) {
    let next: Awaited<ReturnType<ExpressStep['run']>>;
    try {
      next = await step.run(env, ctx);
    } catch (error) {
      env.order.setCheckoutType('STANDARD');
      return { kind: 'fallback', step: 'shipping', reason: 'failed', error };
    }
    if ('fallback' in next) {
      env.order.setCheckoutType('STANDARD');
      return { kind: 'fallback', step: 'shipping', reason: next.fallback };
    }
    ctx = next;
  }
  return { kind: 'summary', cart: ctx.cart };
}
