import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../contracts/errors/catalogue';
import { ApiError } from '../api/api-error';
import { errorCatalogue } from '../api/error-catalogue.generated';
import { landingAfterSignOut } from '../features/session/sign-out-landing';
import type { SessionState } from './session-state';
import {
  DUPLICATED_TOKEN_MESSAGE,
  exchangeBody,
  needsEmployeeTerms,
  runSignIn,
  SIGN_IN_STEPS,
  type SignInPorts,
  TOKEN_RETRY,
  withTokenRetry,
} from './sign-in-flow';

const apiError = (status: number, errorId: 'AUT409' | 'AUT500' | 'AUT403') =>
  new ApiError('getToken', status, { errorDetails: [{ errorId, message: errorId }] }, errorCatalogue);

const guest: SessionState = { usid: 'usid-1', consumerType: 'GUEST', basketId: 'B1', favoriteId: 'F1' };

describe('the login steps', () => {
  it('follow spec 000 section 4 in order', () => {
    expect(SIGN_IN_STEPS.map((s) => s.id)).toEqual([
      'guestToken',
      'signIn',
      'exchange',
      'adopt',
      'employeeTerms',
    ]);
  });

  it("retry as the catalogue's AUT409 handling says: once, after 2000 ms, on 409", () => {
    expect(catalogue.AUT409.handling).toContainEqual({ kind: 'retry', times: 1, afterMs: 2000 });
    expect(catalogue.AUT409.message).toMatch(/duplicated token/);
    expect(TOKEN_RETRY).toEqual({ times: 1, afterMs: 2000, onStatus: 409 });
  });

  it('exchange the code with the guest objects the session holds, and a pending order with postLogin', () => {
    expect(exchangeBody('ac-12345678', 'v'.repeat(32), guest)).toEqual({
      type: 'Registered',
      authorizationCode: 'ac-12345678',
      codeVerifier: 'v'.repeat(32),
      guestObjects: { basketId: 'B1', favoriteId: 'F1' },
    });
    expect(exchangeBody('ac-12345678', 'v'.repeat(32), guest, { orderNo: 'EC1', st: 'tok' })).toMatchObject({
      orderNo: 'EC1',
      st: 'tok',
      action: 'postLogin',
    });
  });

  it('ask an employee for the terms only until they are accepted', () => {
    expect(
      needsEmployeeTerms({ usid: 'u', consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false }),
    ).toBe(true);
    expect(
      needsEmployeeTerms({ usid: 'u', consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true }),
    ).toBe(false);
    expect(needsEmployeeTerms({ usid: 'u', consumerType: 'REGISTERED' })).toBe(false);
  });
});

describe('withTokenRetry', () => {
  afterEach(() => void vi.useRealTimers());

  it('waits 2 s after a 409 before the one retry (fake timers)', async () => {
    vi.useFakeTimers();
    const call = vi.fn().mockRejectedValueOnce(apiError(409, 'AUT409')).mockResolvedValueOnce('token');
    const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    const result = withTokenRetry(call, wait);
    await vi.advanceTimersByTimeAsync(1999);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('token');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('does not retry other errors, nor a second 409', async () => {
    const delay = vi.fn(async () => undefined);
    const other = vi.fn().mockRejectedValue(apiError(500, 'AUT500'));
    await expect(withTokenRetry(other, delay)).rejects.toMatchObject({ status: 500 });
    expect(other).toHaveBeenCalledTimes(1);
    const twice = vi.fn().mockRejectedValue(apiError(409, 'AUT409'));
    await expect(withTokenRetry(twice, delay)).rejects.toMatchObject({ status: 409 });
    expect(twice).toHaveBeenCalledTimes(2);
    expect(delay).toHaveBeenCalledTimes(1);
  });
});

describe('runSignIn', () => {
  const ports = (exchange: SignInPorts['exchange'], report = vi.fn()): SignInPorts => ({
    ensureGuestToken: async () => 'guest',
    session: () => guest,
    botCheckToken: async () => 'bot',
    pkce: async () => ({ verifier: 'v'.repeat(32), challenge: 'c'.repeat(43) }),
    signIn: async () => ({ authorizationCode: 'ac-12345678' }),
    exchange,
    adopt: async () => ({ usid: 'u', consumerType: 'REGISTERED' }),
    delay: async () => undefined,
    report,
  });

  it('lands on the account page after a login with an order pending', async () => {
    const outcome = await runSignIn(ports(vi.fn().mockResolvedValue({})), {
      email: 'a@b.co',
      password: 'x',
      pendingOrder: { orderNo: 'EC1' },
    });
    expect(outcome.landing).toBe('account');
  });

  it('rethrows a 403 token failure as it is, unreported', async () => {
    const report = vi.fn();
    const error = await runSignIn(ports(vi.fn().mockRejectedValue(apiError(403, 'AUT403')), report), {
      email: 'a@b.co',
      password: 'x',
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ errorId: 'AUT403' });
    expect(report).not.toHaveBeenCalled();
  });

  it("throws any other token failure as AUT409, with the catalogue's entry, after reporting it", async () => {
    const report = vi.fn();
    const cause = apiError(500, 'AUT500');
    const error = await runSignIn(ports(vi.fn().mockRejectedValue(cause), report), {
      email: 'a@b.co',
      password: 'x',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      errorId: 'AUT409',
      message: DUPLICATED_TOKEN_MESSAGE,
      cause,
      entry: { id: 'AUT409', handling: catalogue.AUT409.handling },
    });
    expect(report).toHaveBeenCalledWith(cause);
  });
});

describe('landingAfterSignOut', () => {
  it('goes home from cart, checkout, favorites and account paths', () => {
    for (const path of [
      '/en-us/cart',
      '/en-us/checkout/shipping',
      '/fr-ca/favorites',
      '/en-us/account/orders',
    ])
      expect(landingAfterSignOut(path, 'en-us')).toBe('/en-us');
  });

  it('stays on other pages', () => {
    expect(landingAfterSignOut('/en-us/c/mens-jackets-100110', 'en-us')).toBeNull();
    expect(landingAfterSignOut('/en-us/p/summit-jacket-SPJK0001', 'en-us')).toBeNull();
    expect(landingAfterSignOut('/en-us', 'en-us')).toBeNull();
    expect(landingAfterSignOut('/en-us/p/cart-bag-SPBG0001', 'en-us')).toBeNull();
  });
});
