import { base64Url } from './pkce';

/**
 * Bearer secrets (tokens, codes, order and share tokens) as HMAC-SHA-256, keyed by the world's seed, over the
 * harness session name and a label unique in that world (a counter such as `atk-0000000000000001`, or an
 * order number): 256 bits, base64url. The same seed, session and label give the same secret (tests,
 * scenarios and pact replay), another session never does, and one secret tells nothing about the next.
 * Web Crypto, so it runs in Node 20 and in the browser worker alike.
 */
const keys = new Map<number, Promise<CryptoKey>>();

function keyOf(seed: number): Promise<CryptoKey> {
  let key = keys.get(seed);
  if (!key) {
    const raw = new TextEncoder().encode(`storefront-harness secrets, seed ${seed}`);
    key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(seed, key);
  }
  return key;
}

export async function deriveSecret(seed: number, session: string, label: string): Promise<string> {
  // JSON keeps the two parts apart whatever they hold ("a|b" + "c" never meets "a" + "b|c").
  const message = new TextEncoder().encode(JSON.stringify([session, label]));
  const mac = await crypto.subtle.sign('HMAC', await keyOf(seed), message);
  return base64Url(new Uint8Array(mac));
}
