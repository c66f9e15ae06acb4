import { describe, expect, it, vi } from 'vitest';
import { isNetworkReset, type RequestCore } from '../core/plain';
import { FIXTURE_IDS } from '../db/seed/catalogue-seed';
import { createRequestCore } from '../request-core';
import { createSimulator } from '../simulator';
import { plainRequest } from '../testing/plain-request';
import { STOREFRONT_HEADERS } from '../testing/storefront-headers';
import { persistentCore } from './persistent-core';
import { memoryLock, memorySavedWorlds, type SavedWorlds, type SharedLock } from './saved-worlds';

// biome-ignore lint/suspicious/noExplicitAny: answers are read freely and asserted with matchers.
type Json = any;

/** One page load of `npm start`: a new simulator in the page, over the profile's saved worlds and lock. */
function pageLoad(saved: SavedWorlds, lock: SharedLock) {
  const sim = createSimulator({ seed: 7 });
  const core: RequestCore = persistentCore(sim, createRequestCore(sim, { fallback: false }), saved, lock);
  let token: string | undefined;
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const answer = await core(
      plainRequest(path, {
        method,
        headers: {
          ...STOREFRONT_HEADERS,
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    if (!answer || isNetworkReset(answer)) throw new Error(`${method} ${path}: no answer`);
    return { status: answer.status, body: answer.body ? (JSON.parse(answer.body) as Json) : undefined };
  }
  return {
    sim,
    call,
    setToken: (value: string) => {
      token = value;
    },
    async guest() {
      const answer = await call('POST', '/token/v2/auth/token', { type: 'Guest' });
      token = answer.body.access_token;
      return token as string;
    },
  };
}

type Page = ReturnType<typeof pageLoad>;

async function skuOf(page: Page): Promise<string> {
  const world = await page.sim.worlds.get();
  const product = world.data.catalogue.products.find((p) => p.styleId === FIXTURE_IDS.inStock);
  return product?.variants[0]?.sku as string;
}

async function cartWithItem(page: Page): Promise<string> {
  const cart = await page.call('POST', '/cart/v1/cart', {});
  await page.call('POST', '/cart/v1/item', { cartId: cart.body.id, productId: await skuOf(page) });
  return cart.body.id;
}

/** Items the shopper added (a free gift is listed too). */
const itemCount = (cart: Json) =>
  cart.items.filter((item: Json) => !item.bonus).reduce((n: number, item: Json) => n + item.qty, 0);

describe('worlds kept across page loads and tabs', () => {
  it('a reload keeps the cart, the token and the id sequence', async () => {
    const saved = memorySavedWorlds();
    const lock = memoryLock();
    const first = pageLoad(saved, lock);
    const token = await first.guest();
    const cartId = await cartWithItem(first);

    const reloaded = pageLoad(saved, lock);
    reloaded.setToken(token);
    const cart = await reloaded.call('GET', `/cart/v1/cart/${cartId}`);
    expect([cart.status, itemCount(cart.body)]).toEqual([200, 1]);
    const next = await reloaded.call('POST', '/cart/v1/cart', {});
    expect(next.body.id).not.toBe(cartId); // the sequence continues rather than restarting at bk-000001
    expect(next.body.id).toBe('bk-000002');
  });

  it('a second tab sees the first tab’s cart, and writes from both tabs all land', async () => {
    const saved = memorySavedWorlds();
    const lock = memoryLock();
    const tabA = pageLoad(saved, lock);
    const token = await tabA.guest();
    const cartId = await cartWithItem(tabA);
    const tabB = pageLoad(saved, lock);
    tabB.setToken(token);
    const sku = await skuOf(tabA);

    expect(itemCount((await tabB.call('GET', `/cart/v1/cart/${cartId}`)).body)).toBe(1);
    // Both tabs add at once: each reads the other's write before its own.
    await Promise.all([
      tabA.call('POST', '/cart/v1/item', { cartId, productId: sku }),
      tabB.call('POST', '/cart/v1/item', { cartId, productId: sku }),
      tabA.call('POST', '/cart/v1/item', { cartId, productId: sku }),
    ]);
    expect(itemCount((await tabA.call('GET', `/cart/v1/cart/${cartId}`)).body)).toBe(4);
    expect(itemCount((await tabB.call('GET', `/cart/v1/cart/${cartId}`)).body)).toBe(4);
  });

  it('POST /__harness/reset clears the saved world for every tab; a reset seed is kept', async () => {
    const saved = memorySavedWorlds();
    const lock = memoryLock();
    const tabA = pageLoad(saved, lock);
    const token = await tabA.guest();
    const cartId = await cartWithItem(tabA);
    const tabB = pageLoad(saved, lock);
    tabB.setToken(token);
    expect((await tabB.call('GET', `/cart/v1/cart/${cartId}`)).status).toBe(200);

    expect((await tabA.call('POST', '/__harness/reset', {})).status).toBe(200);
    expect(saved.sessions.has('default')).toBe(false);
    expect((await tabB.call('GET', `/cart/v1/cart/${cartId}`)).status).toBe(401); // the old world's token

    await tabA.call('POST', '/__harness/reset', { seed: 42 });
    const reloaded = pageLoad(saved, lock);
    expect((await reloaded.call('GET', '/__harness/health')).body.sessionSeed).toBe(42);
  });

  it('ending sessions ends their saved worlds; other sessions keep theirs', async () => {
    const saved = memorySavedWorlds();
    const lock = memoryLock();
    const page = pageLoad(saved, lock);
    for (const session of ['one', 'two', 'three'])
      await page.call('POST', '/token/v2/auth/token', { type: 'Guest' }, { 'x-harness-session': session });
    expect([...saved.sessions.keys()].sort()).toEqual(['one', 'three', 'two']);
    await page.call('DELETE', '/__harness/sessions/two', undefined, { 'x-harness-session': 'one' });
    expect([...saved.sessions.keys()].sort()).toEqual(['one', 'three']);
    await page.call('DELETE', '/__harness/sessions', undefined, { 'x-harness-session': 'one' });
    expect(saved.sessions.size).toBe(0);
  });

  it('a saved world this simulator cannot read starts a new world, with a warning', async () => {
    const saved = memorySavedWorlds();
    await saved.write('default', { version: 'old', json: JSON.stringify({ format: 0 }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = pageLoad(saved, memoryLock());
    expect((await page.call('POST', '/token/v2/auth/token', { type: 'Guest' })).status).toBe(200);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cannot be restored'), expect.anything());
    warn.mockRestore();
    expect(saved.sessions.get('default')?.version).not.toBe('old');
  });

  it('answers from memory, with one warning, when the browser cannot store anything', async () => {
    const refuse = () => Promise.reject(new Error('IndexedDB is blocked'));
    const blocked: SavedWorlds = { read: refuse, write: refuse, delete: refuse, clear: refuse };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = pageLoad(blocked, memoryLock());
    await page.guest();
    const cartId = await cartWithItem(page);
    expect(itemCount((await page.call('GET', `/cart/v1/cart/${cartId}`)).body)).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('answers images and unknown paths without touching the saved worlds', async () => {
    const saved = memorySavedWorlds();
    const read = vi.spyOn(saved, 'read');
    const page = pageLoad(saved, memoryLock());
    await page.call('GET', '/images/is/image/SPJK0001BLK-HERO?wid=100').catch(() => undefined);
    expect(read).not.toHaveBeenCalled();
  });
});
