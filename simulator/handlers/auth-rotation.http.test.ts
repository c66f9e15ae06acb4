import { describe, expect, it } from 'vitest';
import { REUSE_GRACE_SECONDS } from '../domain/auth/refresh-rotation';
import { apiClient, useTestServer } from '../testing/test-server';
import { type Client, errorIdOf, guestToken, signIn } from './sign-in.test-helpers';

const server = useTestServer();
const client = (session: string) => apiClient(server.url, session);

const START = '2026-03-01T10:00:00.000Z';
const DAY_SECONDS = 24 * 3600;

/** Pins the session's clock (harness clock control), so lifetimes are exact. */
const pinClock = (api: Client, at = START) => api.post('/__harness/clock', { set: at, freeze: true });
const advance = (api: Client, seconds: number) =>
  api.post('/__harness/clock', { advanceSeconds: seconds, freeze: true });

const refresh = (api: Client, refreshToken: string) =>
  api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken });

/** The status of a call with this access token (the consumer profile needs a valid registered token). */
async function profileStatus(api: Client, accessToken: string): Promise<number> {
  api.setToken(accessToken);
  return (await api.get('/consumers-v3/consumer')).status;
}

describe('refresh rotation', () => {
  it('uses a refresh token once: its reuse answers AUT404 and ends the whole family', async () => {
    const api = client('rotation-reuse');
    await pinClock(api);
    const first = await signIn(api, 'registered@example.com');
    const second = await refresh(api, first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);

    // A stolen copy of the first refresh token is presented again, past the grace window for late tabs.
    await advance(api, REUSE_GRACE_SECONDS + 1);
    const reuse = await refresh(api, first.refreshToken);
    expect([reuse.status, reuse.body.errorDetails[0]]).toEqual([
      401,
      { errorId: 'AUT404', message: 'The refresh token was already used. Please sign in again.' },
    ]);
    // Every token of the family is refused now, the newest pair included.
    expect(await profileStatus(api, second.body.access_token)).toBe(401);
    expect(await profileStatus(api, first.access_token)).toBe(401);
    const newest = await refresh(api, second.body.refreshToken);
    expect([newest.status, errorIdOf(newest.body)]).toEqual([401, 'AUT404']);
  });

  it('gives a tab that presents a just-used refresh token a pair of its own; the family lives on', async () => {
    const api = client('rotation-grace');
    await pinClock(api);
    const first = await signIn(api, 'registered@example.com');
    const quick = (await refresh(api, first.refreshToken)).body;
    await advance(api, REUSE_GRACE_SECONDS);
    const late = await refresh(api, first.refreshToken);
    expect(late.status).toBe(200);
    expect(late.body.refreshToken).not.toBe(quick.refreshToken);
    // Both tabs carry on: each access token works, and each new refresh token rotates once more.
    expect(await profileStatus(api, quick.access_token)).toBe(200);
    expect(await profileStatus(api, late.body.access_token)).toBe(200);
    expect((await refresh(api, quick.refreshToken)).status).toBe(200);
    expect((await refresh(api, late.body.refreshToken)).status).toBe(200);
  });

  it('keeps the previous access token valid until its own expiry (other tabs keep working)', async () => {
    const api = client('rotation-old-access');
    await pinClock(api);
    const first = await signIn(api, 'registered@example.com');
    await advance(api, 20 * 60);
    const second = (await refresh(api, first.refreshToken)).body;
    expect(await profileStatus(api, first.access_token)).toBe(200);
    expect(await profileStatus(api, second.access_token)).toBe(200);
    // The first access token lived 30 minutes from its grant; the second one 30 from the rotation.
    await advance(api, 11 * 60);
    expect(await profileStatus(api, first.access_token)).toBe(401);
    expect(await profileStatus(api, second.access_token)).toBe(200);
  });

  it('keeps the family to 90 days from its first grant, however often it rotates', async () => {
    const api = client('rotation-absolute');
    await pinClock(api);
    const first = await signIn(api, 'registered@example.com');
    expect(first.refresh_expires_in).toBe(90 * DAY_SECONDS);
    await advance(api, 60 * DAY_SECONDS);
    const second = (await refresh(api, first.refreshToken)).body;
    expect(second.refresh_expires_in).toBe(30 * DAY_SECONDS);
    await advance(api, 29 * DAY_SECONDS);
    const third = (await refresh(api, second.refreshToken)).body;
    expect(third.refresh_expires_in).toBe(DAY_SECONDS);
    await advance(api, DAY_SECONDS + 1);
    const late = await refresh(api, third.refreshToken);
    expect([late.status, errorIdOf(late.body)]).toEqual([401, 'AUT404']);
  });

  it('links a cart made on an older access token to the whole family', async () => {
    const api = client('rotation-links');
    const first = await signIn(api, 'registered@example.com');
    const second = (await refresh(api, first.refreshToken)).body;
    api.setToken(first.access_token); // a tab that has not picked up the rotation yet
    const cart = await api.post('/cart/v1/cart', {});
    expect(cart.status).toBe(201);
    const third = (await refresh(api, second.refreshToken)).body;
    expect(third.basketId).toBe(cart.body.id);
  });

  it('signs out the whole family, from an older access token with the newest refresh token', async () => {
    const api = client('rotation-signout');
    const first = await signIn(api, 'registered@example.com');
    const second = (await refresh(api, first.refreshToken)).body;
    api.setToken(first.access_token);
    const out = await api.post('/consumers-v3/consumer/auth/signout', { refreshToken: second.refreshToken });
    expect(out.status).toBe(204);
    expect(await profileStatus(api, first.access_token)).toBe(401);
    expect(await profileStatus(api, second.access_token)).toBe(401);
    expect((await refresh(api, second.refreshToken)).status).toBe(401);
  });

  it('refuses to sign out with a refresh token of another family', async () => {
    const api = client('rotation-signout-other');
    const other = await signIn(api, 'registered@example.com');
    await signIn(api, 'registered@example.com');
    const out = await api.post('/consumers-v3/consumer/auth/signout', { refreshToken: other.refreshToken });
    expect([out.status, errorIdOf(out.body)]).toEqual([401, 'AUT432']);
  });
});

describe('tokens per harness session', () => {
  const ACCESS = /^atk-[A-Za-z0-9_-]{43}$/;
  const REFRESH = /^rtk-[A-Za-z0-9_-]{43}$/;

  it('are 256-bit keyed hashes, different in every session; one session refuses another one’s token', async () => {
    const a = client('tokens-session-a');
    const b = client('tokens-session-b');
    const tokenA = (await guestToken(a)).body;
    const tokenB = (await guestToken(b)).body;
    expect(tokenA.access_token).toMatch(ACCESS);
    expect(tokenA.refreshToken).toMatch(REFRESH);
    expect(tokenB.access_token).not.toBe(tokenA.access_token);
    expect(tokenB.refreshToken).not.toBe(tokenA.refreshToken);

    b.setToken(tokenA.access_token);
    const cart = await b.post('/cart/v1/cart', {});
    expect([cart.status, errorIdOf(cart.body)]).toEqual([401, 'AUT401']);
    const stolen = await refresh(b, tokenA.refreshToken);
    expect([stolen.status, errorIdOf(stolen.body)]).toEqual([401, 'AUT404']);
  });

  it('are the same for two worlds of the same seed and session name', async () => {
    const api = client('tokens-replay');
    const before = (await signIn(api, 'registered@example.com')) as Record<string, unknown>;
    await api.post('/__harness/reset', {});
    const after = (await signIn(api, 'registered@example.com')) as Record<string, unknown>;
    expect(after.access_token).toBe(before.access_token);
    expect(after.refreshToken).toBe(before.refreshToken);
  });
});

describe('token answers', () => {
  it('always say isEmployeeDiscountTCAccepted (false for shoppers who are not employees)', async () => {
    const api = client('tokens-employee-flag');
    expect((await guestToken(api)).body.isEmployeeDiscountTCAccepted).toBe(false);
    const registered = await signIn(api, 'registered@example.com');
    expect(registered.isEmployeeDiscountTCAccepted).toBe(false);
    expect((await refresh(api, registered.refreshToken)).body.isEmployeeDiscountTCAccepted).toBe(false);
  });
});
