import { describe, expect, it } from 'vitest';
import { agentLoginResponse, codeVerifier, signInRequest, tokenRequest, tokenResponse } from './token';

const verifier32 = 'x3Vb9QkLm2Np7Rt5Wz8Yc4Df6Gh1Jk0S';
const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

const registered = {
  type: 'Registered',
  authorizationCode: 'ac-8f2d1c7e4b9a',
  codeVerifier: verifier32,
  guestObjects: { basketId: 'bk-7f3a9c21', favoriteId: 'fav-1' },
};

const tokens = {
  access_token: 'eyJhbGciOiJIUzI1NiJ9.payload',
  token_type: 'Bearer',
  expires_in: 1800,
  refresh_expires_in: 7776000,
  refreshToken: 'rtk-9-IKpNYfAycA3zYps50xirA4LpSE1L4hNsU--J3LCUA',
  usid: 'usid-5b1f0c2e9a7d',
  consumerType: 'EMPLOYEE',
  consumerNo: 'C000123456',
  isEmployeeDiscountTCAccepted: false,
  basketId: 'bk-7f3a9c21',
};

describe('token request', () => {
  it('accepts the guest, registered and refresh grants', () => {
    expect(tokenRequest.safeParse({ type: 'Guest' }).success).toBe(true);
    expect(tokenRequest.safeParse(registered).success).toBe(true);
    expect(
      tokenRequest.safeParse({ ...registered, orderNo: 'EC00012345', st: 'st-1', action: 'postLogin' })
        .success,
    ).toBe(true);
    expect(tokenRequest.safeParse({ type: 'Refresh', refreshToken: tokens.refreshToken }).success).toBe(true);
  });

  it('accepts a 32-character verifier (spec) and a 128-character one (RFC 7636)', () => {
    expect(codeVerifier.safeParse(verifier32).success).toBe(true);
    expect(codeVerifier.safeParse('a-._~'.repeat(25).concat('abc')).success).toBe(true);
  });

  it('rejects short, long or reserved-character verifiers', () => {
    expect(codeVerifier.safeParse(verifier32.slice(1)).success).toBe(false);
    expect(codeVerifier.safeParse('a'.repeat(129)).success).toBe(false);
    expect(codeVerifier.safeParse(`${verifier32.slice(1)}+`).success).toBe(false);
  });

  it('rejects an unknown grant, a missing code and a wrong action', () => {
    expect(tokenRequest.safeParse({ type: 'Password' }).success).toBe(false);
    const { authorizationCode: _, ...noCode } = registered;
    expect(tokenRequest.safeParse(noCode).success).toBe(false);
    expect(tokenRequest.safeParse({ ...registered, orderNo: 'EC00012345', action: 'login' }).success).toBe(
      false,
    );
  });

  it('rejects postLogin without the order number it attaches', () => {
    const result = tokenRequest.safeParse({ ...registered, action: 'postLogin' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['orderNo']);
  });
});

describe('token response', () => {
  it('accepts an employee session and rejects an unknown consumer type', () => {
    expect(tokenResponse.safeParse(tokens).success).toBe(true);
    expect(tokenResponse.safeParse({ ...tokens, consumerType: 'ADMIN' }).success).toBe(false);
    expect(tokenResponse.safeParse({ ...tokens, token_type: 'MAC' }).success).toBe(false);
  });

  it('requires isEmployeeDiscountTCAccepted (spec 000 section 7: the exchange returns it)', () => {
    const { isEmployeeDiscountTCAccepted: _, ...withoutFlag } = tokens;
    expect(tokenResponse.safeParse(withoutFlag).success).toBe(false);
  });

  it('gives an agent login the buy-in-store session and requires EMPLOYEE', () => {
    const buyInStore = {
      storeId: '0412',
      storeName: 'Denver',
      storeEmployeeId: 'E10442',
      storeEmployeeName: 'Sam Reyes',
    };
    expect(agentLoginResponse.safeParse({ ...tokens, buyInStore }).success).toBe(true);
    expect(agentLoginResponse.safeParse({ ...tokens, consumerType: 'REGISTERED', buyInStore }).success).toBe(
      false,
    );
    expect(agentLoginResponse.safeParse(tokens).success).toBe(false);
  });
});

describe('sign-in request', () => {
  const body = {
    type: 'Registered',
    username: 'ana.lima@example.com',
    password: 'Trail2026!',
    codeChallenge: challenge,
    recaptcha_response: '03AFcWeA6',
  };

  it('accepts the storefront body', () => {
    expect(signInRequest.safeParse(body).success).toBe(true);
  });

  it('rejects a username over 100 characters, a bad challenge and a missing captcha', () => {
    expect(signInRequest.safeParse({ ...body, username: `${'a'.repeat(95)}@x.com` }).success).toBe(false);
    expect(signInRequest.safeParse({ ...body, codeChallenge: challenge.slice(1) }).success).toBe(false);
    const { recaptcha_response: _, ...noCaptcha } = body;
    expect(signInRequest.safeParse(noCaptcha).success).toBe(false);
  });
});
