import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SHOPPER_ADDRESS } from '../../simulator/testing/shopper-address';
import { STOREFRONT_HEADERS } from '../../simulator/testing/storefront-headers';
import { testCard } from '../../simulator/testing/test-card';

/**
 * The storefront's calls as plain fetch calls (the flows of scenarios/flows show them), for the recording
 * tests: what `harness record` sees when a browser checks out through it. Each carries the session
 * headers, a bearer token once it has one, and a cookie, as a browser does.
 */

const ROOT = join(import.meta.dirname, '..', '..');

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers freely.
type Json = any;

function client(base: string, session: string) {
  let token = '';
  return {
    setToken(value: string) {
      token = value;
    },
    async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
      const answer = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...STOREFRONT_HEADERS,
          'content-type': 'application/json',
          'x-harness-session': session,
          cookie: 'storefront_sid=cookie-value-not-for-files',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return { status: answer.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}

/** What a guest checkout's answers gave (for the tests to look for in the written file). */
export interface CheckoutFacts {
  readonly token: string;
  readonly cartId: string;
  readonly itemId: string;
  readonly orderNumber: string;
  readonly cardToken: string;
}

/** A guest checkout as the storefront makes it (the guest-checkout flow): two jackets, home, standard, card. */
export async function guestCheckout(base: string, session: string): Promise<CheckoutFacts> {
  const api = client(base, session);
  await api.call('GET', '/__harness/health');
  const token = (await api.call('POST', '/token/v2/auth/token', { type: 'Guest' })).body.access_token;
  api.setToken(token);
  const cartId = (await api.call('POST', '/cart/v1/cart', {})).body.id;
  const added = await api.call('POST', '/cart/v1/item', { cartId, productId: 'SPJK0001BLKM', qty: 2 });
  const itemId = added.body.items[0].id;
  await api.call('POST', `/cart/v2/cart/${cartId}/shippingAddress`, SHOPPER_ADDRESS);
  await api.call('POST', `/cart/v1/cart/${cartId}/billingAddress`, SHOPPER_ADDRESS);
  await api.call('POST', '/cart/v1/shippingMethod', { cartId, itemIds: [itemId], code: 'standard' });
  const card = testCard('411111', '1111');
  await api.call('POST', `/cart/v1/cart/${cartId}/paymentInstruments`, card);
  await api.call('POST', '/cart/v1/cart/prepareOrder', { basketId: cartId });
  const placed = await api.call('PUT', '/cart/v2/checkout/order', {
    recaptcha_response: 'browser-bot-check-answer',
    cartId,
    billingAddress: SHOPPER_ADDRESS,
    paymentMethod: { code: 'CREDIT_CARD' },
  });
  if (placed.body?.status !== 'CONFIRMED')
    throw new Error(`the order was not placed: ${JSON.stringify(placed.body)}`);
  await api.call('GET', `/cart/v1/cart/${cartId}`);
  return { token, cartId, itemId, orderNumber: placed.body.orderNumber, cardToken: card.card.token };
}

/** The storefront's own PKCE pair (not the flows'): the recording must replace both halves. */
const VERIFIER = 'storefront-own-verifier-0123456789-abcdefghijklmnopqrstuvwxyz';

/**
 * registered@example.com signs in as the storefront does (PKCE: the sign-in's code for a token, the guest's
 * objects carried over); the client then calls with that token. The token call's answer.
 */
async function signIn(api: ReturnType<typeof client>, guestObjects: { basketId?: string }): Promise<Json> {
  const signedIn = await api.call('POST', '/consumers-v3/auth/signin', {
    type: 'Registered',
    username: 'registered@example.com',
    password: 'Trail2026!',
    codeChallenge: createHash('sha256').update(VERIFIER).digest('base64url'),
    recaptcha_response: 'browser-bot-check-answer',
  });
  const tokens = await api.call('POST', '/token/v2/auth/token', {
    type: 'Registered',
    authorizationCode: signedIn.body.authorizationCode,
    codeVerifier: VERIFIER,
    guestObjects,
  });
  api.setToken(tokens.body.access_token);
  return tokens.body;
}

/**
 * A guest fills a cart, signs in (registered@example.com) keeping it, pays part with a gift card and the rest
 * with the 3-D Secure card, passes the challenge and reads the order in the account.
 */
export async function signedInChallengeCheckout(
  base: string,
  session: string,
): Promise<{ orderNumber: string }> {
  const api = client(base, session);
  api.setToken((await api.call('POST', '/token/v2/auth/token', { type: 'Guest' })).body.access_token);
  const guestCart = (await api.call('POST', '/cart/v1/cart', {})).body.id;
  await api.call('POST', '/cart/v1/item', { cartId: guestCart, productId: 'SPJK0001BLKM', qty: 1 });
  const tokens = await signIn(api, { basketId: guestCart });
  const cartId = tokens.basketId ?? guestCart;
  await api.call('POST', `/cart/v2/cart/${cartId}/shippingAddress`, SHOPPER_ADDRESS);
  await api.call('POST', `/cart/v1/cart/${cartId}/billingAddress`, SHOPPER_ADDRESS);
  await api.call('POST', `/cart/v1/cart/${cartId}/paymentInstruments`, {
    payment_method_id: 'GIFT_CARD',
    giftCardNumber: '6006491111111111',
    pin: '1111',
  });
  await api.call('POST', `/cart/v1/cart/${cartId}/paymentInstruments`, testCard('400000', '3220'));
  const placed = await api.call('PUT', '/cart/v2/checkout/order', {
    recaptcha_response: 'browser-bot-check-answer',
    cartId,
    billingAddress: SHOPPER_ADDRESS,
    paymentMethod: { code: 'CREDIT_CARD' },
  });
  const details = placed.body.flash?.[0]?.details;
  const patched = await api.call('PATCH', `/cart/v2/checkout/order/${placed.body.orderNumber}`, {
    paymentMethod: {
      code: 'CREDIT_CARD',
      additionalData: {
        cardType: 'VISA',
        paymentInstrumentId: details?.paymentInstrumentId,
        sessionID: details?.sessionID,
        threeDS2Result: btoa(JSON.stringify({ transStatus: 'Y' })),
      },
    },
  });
  if (patched.body?.status !== 'CONFIRMED')
    throw new Error(`the challenge did not confirm: ${JSON.stringify(patched.body)}`);
  await api.call('GET', `/consumers-v3/consumer/purchase/${placed.body.orderNumber}`);
  return { orderNumber: placed.body.orderNumber };
}

/** A shopper signs in first (registered@example.com), then fills a new cart: what a setup's sign-in does. */
export async function signInThenCart(base: string, session: string): Promise<void> {
  const api = client(base, session);
  api.setToken((await api.call('POST', '/token/v2/auth/token', { type: 'Guest' })).body.access_token);
  await signIn(api, {});
  const cartId = (await api.call('POST', '/cart/v1/cart', {})).body.id;
  await api.call('POST', '/cart/v1/item', { cartId, productId: 'SPJK0001BLKM', qty: 1 });
}

/**
 * A folder for written scenario files inside the repository (build/, which git and biome ignore), so their
 * imports of the repository's modules resolve as they do from scenarios/recorded/.
 */
export function recordingFolder(): { readonly path: string; remove(): void } {
  mkdirSync(join(ROOT, 'build'), { recursive: true });
  const path = mkdtempSync(join(ROOT, 'build', 'recording-test-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

const run = promisify(execFile);

/** `tsc --noEmit` over one file with the repository's compiler options: the errors, or '' when it compiles. */
export async function typeErrorsOf(file: string, folder: string): Promise<string> {
  const config = join(folder, 'tsconfig.json');
  writeFileSync(config, JSON.stringify({ extends: join(ROOT, 'tsconfig.json'), include: [file] }));
  try {
    await run(process.execPath, [
      join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
      '--noEmit',
      '-p',
      config,
    ]);
    return '';
  } catch (error) {
    return (error as { stdout: string }).stdout || String(error);
  }
}
