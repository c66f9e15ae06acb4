/** Test support: a cart made ready for the billing step through the API, recording each request. */
import { SHOPPER_ADDRESS } from '../../../simulator/testing/shopper-address';
import { checkoutCommerce } from '../commerce/checkout/checkout-commerce';
import type { TestSimulator } from './simulator-server';
import { testCommerce } from './test-commerce';

export const SHOPPER_PASSWORD = 'Trail2026!';
export const JACKET = 'SPJK0001BLKM';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly body: string;
}

/** A commerce adapter on the simulator whose every request (url and body) is recorded. */
export function recordingCommerce(
  sim: TestSimulator,
  botCheckToken: () => string | undefined = () => undefined,
) {
  const requests: RecordedRequest[] = [];
  const commerce = testCommerce(sim, {
    botCheck: async () => botCheckToken() ?? 'storefront-offline-bot-check',
    fetch: async (input, init) => {
      const request = input instanceof Request ? input.clone() : undefined;
      const body = typeof init?.body === 'string' ? init.body : request ? await request.text() : '';
      requests.push({
        method: init?.method ?? request?.method ?? 'GET',
        url: String(request?.url ?? input),
        body,
      });
      return globalThis.fetch(input, init);
    },
  });
  return { commerce, requests };
}

export interface CartOptions {
  /** Sign this account in first (password Trail2026!). */
  readonly email?: string;
  readonly sku?: string;
  readonly qty?: number;
  /** The bot-check response once the cart is ready (the sign-in gets the offline one, which passes). */
  readonly botCheckToken?: string;
  /** Ship to an address given without an email (the shipping form may leave it out). */
  readonly shippingWithoutEmail?: boolean;
}

/** A cart ready for billing, made through the API: one line, shipped home to Denver, no billing yet. */
export async function checkoutCart(sim: TestSimulator, options: CartOptions = {}) {
  let ready = false;
  const { commerce, requests } = recordingCommerce(sim, () => (ready ? options.botCheckToken : undefined));
  if (options.email) await commerce.session.signIn(options.email, SHOPPER_PASSWORD);
  const created = await commerce.deps.call('createCart', { body: {} });
  commerce.deps.session.set((s) => ({ ...s, basketId: created.id }));
  await commerce.deps.call('addCartItem', {
    body: { cartId: created.id, productId: options.sku ?? JACKET, qty: options.qty ?? 1 },
  });
  const checkout = checkoutCommerce(commerce.deps);
  const { email: _email, ...withoutEmail } = SHOPPER_ADDRESS;
  const shipTo = options.shippingWithoutEmail ? withoutEmail : SHOPPER_ADDRESS;
  await commerce.deps.call('setShippingAddress', { params: { basketId: created.id }, body: shipTo });
  const cart = await commerce.deps.call('getCart', {
    params: { basketId: created.id },
    query: { expand: 'paymentMethods,shippingMethods,promoSummary' },
  });
  ready = true;
  return { commerce, checkout, cart, requests };
}
