import { operations } from '../../contracts/registry/operations';
import { STOREFRONT_HEADERS } from '../../simulator/testing/storefront-headers';
import { inProcessTransport } from '../../simulator/transports/in-process';

/**
 * Test support: real answers of the in-process simulator, as a provider would send them. A guest cart
 * with a jacket and a fleece (the simulator adds a gift-with-purchase line), and the 404 error envelope
 * of a cart that does not exist.
 */
export async function simulatorExamples(): Promise<{ cart: unknown; cartNotFound: unknown }> {
  const transport = inProcessTransport();
  const headers: Record<string, string> = { ...STOREFRONT_HEADERS, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await transport.send({ method, path, headers, body });
    if (answer.status >= 500) throw new Error(`${method} ${path}: HTTP ${answer.status}`);
    return answer;
  };
  const token = await call('POST', operations.getToken.path, { type: 'Guest' });
  headers.authorization = `Bearer ${(token.body as { access_token: string }).access_token}`;
  const created = await call('POST', operations.createCart.path, {});
  const cartId = (created.body as { id: string }).id;
  for (const productId of ['SPJK0001BLKM', 'SPFL0001AGRS'])
    await call('POST', operations.addCartItem.path, { cartId, productId, qty: 2 });
  const cart = await call('GET', operations.getCart.path.replace('{basketId}', cartId));
  const cartNotFound = await call('GET', operations.getCart.path.replace('{basketId}', 'bk-missing'));
  if (cart.status !== 200 || cartNotFound.status !== 404)
    throw new Error(`unexpected answers: ${cart.status}, ${cartNotFound.status}`);
  return { cart: cart.body, cartNotFound: cartNotFound.body };
}
