import { SHOPPER_ADDRESS } from '../../simulator/testing/shopper-address';
import { STOREFRONT_HEADERS } from '../../simulator/testing/storefront-headers';

/** Calls against a running `harness serve` that prepare the benchmark's carts. */
export function benchClient(baseUrl: string, session: string) {
  let token: string | undefined;
  const headers = () => ({
    ...STOREFRONT_HEADERS,
    'content-type': 'application/json',
    'x-harness-session': session,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: headers(),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
  return {
    headers,
    call,
    async guest() {
      token = (await call('POST', '/token/v2/auth/token', { type: 'Guest' })).access_token;
    },
  };
}

/** In-stock skus of the well-known in-stock jacket (the same for every seed). */
export async function inStockSkus(client: ReturnType<typeof benchClient>, count: number): Promise<string[]> {
  const product = await client.call('GET', '/products/v2/products/SPJK0001BLK/details');
  const skus = (product.variants as { sku: string; availability: string }[])
    .filter((v) => v.availability === 'inStock')
    .map((v) => v.sku);
  if (skus.length < count) throw new Error(`only ${skus.length} in-stock skus of SPJK0001BLK`);
  return skus.slice(0, count);
}

/** A guest cart with items, address, shipping method and a card: ready for prepareOrder. */
export async function checkoutReadyCart(
  client: ReturnType<typeof benchClient>,
  skus: string[],
): Promise<string> {
  await client.guest();
  const cart = await client.call('POST', '/cart/v1/cart', {});
  for (const sku of skus)
    await client.call('POST', '/cart/v1/item', { cartId: cart.id, productId: sku, qty: 1 });
  await client.call('POST', `/cart/v2/cart/${cart.id}/shippingAddress`, SHOPPER_ADDRESS);
  await client.call('POST', `/cart/v1/cart/${cart.id}/billingAddress`, SHOPPER_ADDRESS);
  return cart.id as string;
}
