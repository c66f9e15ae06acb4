import type { Address } from '../../contracts/entities/address';
import type { CartItem } from '../../contracts/entities/cart-item';
import type { World } from '../core/world';
import { FIXTURE_IDS } from '../db/seed/catalogue-seed';
import type { RunningServer } from '../node';
import { SHOPPER_ADDRESS } from '../testing/shopper-address';
import { testCard } from '../testing/test-card';
import type { apiClient } from '../testing/test-server';

/** Test support for the commerce area's HTTP tests: tokens, carts, addresses, the test cards. */
export type Client = ReturnType<typeof apiClient>;

export const errorIdOf = (body: { errorDetails?: { errorId: string }[] } | undefined) =>
  body?.errorDetails?.[0]?.errorId;

/** A guest token on the client (the users area's token call). */
export async function guest(client: Client): Promise<string> {
  const answer = await client.post('/token/v2/auth/token', { type: 'Guest' });
  if (answer.status !== 200) throw new Error(`guest token: ${answer.status} ${JSON.stringify(answer.body)}`);
  client.setToken(answer.body.access_token);
  return answer.body.access_token as string;
}

export async function newCart(client: Client): Promise<string> {
  const answer = await client.post('/cart/v1/cart', {});
  if (answer.status !== 201) throw new Error(`create cart: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

export const world = (server: RunningServer, session: string): Promise<World> =>
  server.simulator.worlds.get(session);

/** A sku of a well-known product of the catalogue seed (same for every seed). */
export async function skuOf(
  server: RunningServer,
  session: string,
  styleId: string,
  index = 0,
): Promise<string> {
  const w = await world(server, session);
  const product = w.data.catalogue.products.find((p) => p.styleId === styleId);
  const variant = product?.variants[index];
  if (!variant) throw new Error(`no variant ${index} of ${styleId}`);
  return variant.sku;
}

export const IN_STOCK = FIXTURE_IDS.inStock;
export const OUT_OF_STOCK = FIXTURE_IDS.outOfStock;
/** The digital fixture: denominations 25, 50, 100, 250 as variants 0 to 3 (skus SPGC0001025OS...). */
export const E_GIFT_CARD = FIXTURE_IDS.eGiftCard;
/** Denver Flagship: pickup and ship to store; the in-stock fixture has 5 of every sku there. */
export const DENVER = '0412';

export const HOME: Address = SHOPPER_ADDRESS;

export const PO_BOX: Address = { ...HOME, addressLine1: 'PO Box 4411' };

/** A tokenised test card (ARCHITECTURE.md): 411111/1111 authorises, 400000/3220 challenges, 400000/0002 declines. */
export const card = testCard;

export const placeBody = (cartId: string, code = 'CREDIT_CARD') => ({
  recaptcha_response: 'bot-check-ok',
  cartId,
  billingAddress: HOME,
  paymentMethod: { code },
});

/** The pieces of checkout up to the payment: an item, the shipping address, billing. */
export async function readyCart(client: Client, sku: string, qty = 1): Promise<string> {
  const cartId = await newCart(client);
  const add = await client.post('/cart/v1/item', { cartId, productId: sku, qty });
  if (add.status !== 200) throw new Error(`add item: ${add.status} ${JSON.stringify(add.body)}`);
  const ship = await client.post(`/cart/v2/cart/${cartId}/shippingAddress`, HOME);
  if (ship.status !== 200) throw new Error(`shipping address: ${ship.status} ${JSON.stringify(ship.body)}`);
  const bill = await client.post(`/cart/v1/cart/${cartId}/billingAddress`, HOME);
  if (bill.status !== 200) throw new Error(`billing address: ${bill.status} ${JSON.stringify(bill.body)}`);
  return cartId;
}

/** base64 of the 3-D Secure result JSON, as the challenge dialog returns it. */
export const threeDs = (transStatus: string) =>
  Buffer.from(JSON.stringify({ transStatus })).toString('base64');

/** Money totals add up: total = itemTotal - totalDiscount + shipping + tax (to the cent). */
export function totalsAddUp(totals: {
  total: number;
  itemTotal: number;
  totalDiscount: number;
  shipping?: number;
  tax?: number;
}): boolean {
  const cents = (n: number | undefined) => Math.round((n ?? 0) * 100);
  return (
    cents(totals.total) ===
    cents(totals.itemTotal) - cents(totals.totalDiscount) + cents(totals.shipping) + cents(totals.tax)
  );
}

/** The shopper's own lines of a cart answer (a free gift line is a bonus line). */
export const lines = (cart: { items: CartItem[] }): CartItem[] => cart.items.filter((item) => !item.bonus);
