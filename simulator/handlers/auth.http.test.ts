import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';
import {
  errorIdOf,
  exchange,
  guestToken,
  OTHER_VERIFIER,
  signIn,
  signInCode,
  VERIFIER,
} from './sign-in.test-helpers';

const server = useTestServer();
const client = (session: string) => apiClient(server.url, session);

describe('tokens and sign-in', () => {
  it('gives a guest token bound to the user session id', async () => {
    const api = client('auth-guest');
    const answer = await guestToken(api);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      token_type: 'Bearer',
      consumerType: 'GUEST',
      usid: 'usid-test-0001',
    });
    expect(answer.body.consumerNo).toBeUndefined();
  });

  it('answers a second exchange during the first 409 AUT409; its retry 2 s later gets the same pair, once', async () => {
    const session = 'auth-pkce-retry';
    const api = client(session);
    const world = await server.simulator.worlds.get(session);
    const start = Date.parse('2026-03-01T10:00:00.000Z');
    world.clock.set(new Date(start));
    try {
      await guestToken(api);
      const code = await signInCode(api, 'registered@example.com', 'Trail2026!');
      // Two tabs (or a double submit) exchange the same code at once.
      const first = await exchange(api, code.body.authorizationCode, VERIFIER);
      expect(first.status).toBe(200);
      const second = await exchange(api, code.body.authorizationCode, VERIFIER);
      expect([second.status, errorIdOf(second.body)]).toEqual([409, 'AUT409']);
      // The other verifier proves nothing: AUT432, and no retry is owed to it.
      const stranger = await exchange(api, code.body.authorizationCode, OTHER_VERIFIER);
      expect(errorIdOf(stranger.body)).toBe('AUT432');
      // The storefront waits 2 s (spec 000: one retry after 2000 ms) and retries.
      world.clock.set(new Date(start + 2000));
      const retry = await exchange(api, code.body.authorizationCode, VERIFIER);
      expect(retry.status).toBe(200);
      expect(retry.body).toMatchObject({
        access_token: first.body.access_token,
        refreshToken: first.body.refreshToken,
        consumerNo: 'CN00100001',
      });
      const later = await exchange(api, code.body.authorizationCode, VERIFIER);
      expect([later.status, errorIdOf(later.body)]).toEqual([401, 'AUT404']);
    } finally {
      world.clock.set(undefined);
    }
  });

  it('exchanges a code only with its verifier, once (a reused code answers 409 AUT409)', async () => {
    const api = client('auth-pkce');
    // Pinned, so the reuse falls inside the exchange's processing time however slow the machine.
    (await server.simulator.worlds.get('auth-pkce')).clock.set(new Date('2026-03-01T10:00:00.000Z'));
    await guestToken(api);
    const code = await signInCode(api, 'registered@example.com', 'Trail2026!');
    expect(code.status).toBe(200);
    const wrong = await exchange(api, code.body.authorizationCode, OTHER_VERIFIER);
    expect([wrong.status, errorIdOf(wrong.body)]).toEqual([401, 'AUT432']);
    const token = await exchange(api, code.body.authorizationCode, VERIFIER);
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ consumerType: 'REGISTERED', consumerNo: 'CN00100001' });
    const again = await exchange(api, code.body.authorizationCode, VERIFIER);
    expect([again.status, errorIdOf(again.body)]).toEqual([409, 'AUT409']);
    api.setToken(token.body.access_token);
    expect((await api.get('/consumers-v3/consumer')).body.consumerDetails.email).toBe(
      'registered@example.com',
    );
  });

  it('answers AUT409 on exchange by fault injection too, once; the retry exchanges the code', async () => {
    const api = client('auth-fault');
    await api.post('/__harness/faults', { operation: 'getToken', errorId: 'AUT409', times: 1 });
    expect((await api.post('/token/v2/auth/token', { type: 'Guest' })).status).toBe(409);
    expect((await api.post('/token/v2/auth/token', { type: 'Guest' })).status).toBe(200);
    const code = await signInCode(api, 'registered@example.com', 'Trail2026!');
    await api.post('/__harness/faults', { operation: 'getToken', errorId: 'AUT409', times: 1 });
    expect((await exchange(api, code.body.authorizationCode, VERIFIER)).status).toBe(409);
    const retry = await exchange(api, code.body.authorizationCode, VERIFIER);
    expect([retry.status, retry.body.consumerNo]).toEqual([200, 'CN00100001']);
  });

  it('refreshes: a new pair; the old access token works until it expires, the old refresh token is used up', async () => {
    const api = client('auth-refresh');
    const first = await signIn(api, 'registered@example.com');
    const refreshed = await api.post('/token/v2/auth/token', {
      type: 'Refresh',
      refreshToken: first.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(first.access_token);
    expect(refreshed.body.consumerNo).toBe('CN00100001');
    // Rotation leaves the previous access token alone (another tab may still use it): auth-rotation.http.test.ts.
    expect((await api.get('/consumers-v3/consumer')).status).toBe(200);
    api.setToken(refreshed.body.access_token);
    expect((await api.get('/consumers-v3/consumer')).status).toBe(200);
    // Past the grace window a concurrent tab gets (auth-rotation.http.test.ts), the first one is used up.
    await api.post('/__harness/clock', { advanceSeconds: 31, freeze: true });
    const reuse = await api.post('/token/v2/auth/token', {
      type: 'Refresh',
      refreshToken: first.refreshToken,
    });
    expect([reuse.status, errorIdOf(reuse.body)]).toEqual([401, 'AUT404']);
  });

  it('signs out: the access and refresh tokens are rejected afterwards', async () => {
    const api = client('auth-signout');
    const token = await signIn(api, 'registered@example.com');
    expect(
      (await api.post('/consumers-v3/consumer/auth/signout', { refreshToken: token.refreshToken })).status,
    ).toBe(204);
    const after = await api.get('/consumers-v3/consumer');
    expect([after.status, errorIdOf(after.body)]).toEqual([401, 'AUT401']);
    const refresh = await api.post('/token/v2/auth/token', {
      type: 'Refresh',
      refreshToken: token.refreshToken,
    });
    expect(refresh.status).toBe(401);
  });

  it('tells an employee to accept the discount terms, and records the acceptance', async () => {
    const api = client('auth-employee');
    const token = await signIn(api, 'employee@example.com');
    expect(token).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false });
    const accepted = await api.put('/consumers-v3/consumer', {
      consumerProfile: { consumerDetails: {}, isEmployeeDiscountTCAccepted: true },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.isEmployeeDiscountTCAccepted).toBe(true);
    expect((await signIn(api, 'employee@example.com')).isEmployeeDiscountTCAccepted).toBe(true);
  });

  it('counts failed sign-ins: AUT426 on the last attempt, AUT441 locks, then AUT423', async () => {
    const api = client('auth-lock');
    const ids: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(errorIdOf((await signInCode(api, 'shopper01@example.com', 'Wrong2026!')).body));
    expect(ids).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT441']);
    const locked = await signInCode(api, 'shopper01@example.com', 'Trail2026!');
    expect([locked.status, errorIdOf(locked.body)]).toEqual([423, 'AUT423']);
    expect(errorIdOf((await signInCode(api, 'locked@example.com', 'Trail2026!')).body)).toBe('AUT423');
  });

  it('refuses a failed bot check with 403 AUT403 and an appId', async () => {
    const api = client('auth-bot');
    const answer = await api.post('/consumers-v3/auth/signin', {
      type: 'Registered',
      username: 'registered@example.com',
      password: 'Trail2026!',
      codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      recaptcha_response: 'bot-check-fail',
    });
    expect([answer.status, errorIdOf(answer.body), answer.body.appId]).toEqual([
      403,
      'AUT403',
      'bot-defence',
    ]);
  });

  it('logs a store associate in for buy-in-store', async () => {
    const api = client('auth-agent');
    const answer = await api.post('/consumers-v3/consumer/agent/login', {
      storeId: '0412',
      username: 'E10442',
      password: 'Associate2026!',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      consumerType: 'EMPLOYEE',
      buyInStore: { storeId: '0412', storeEmployeeId: 'E10442', storeEmployeeName: 'Sam Rivera' },
    });
    const wrong = await api.post('/consumers-v3/consumer/agent/login', {
      storeId: '0412',
      username: 'E10442',
      password: 'nope',
    });
    expect(errorIdOf(wrong.body)).toBe('AUT437');
    const noStore = await api.post('/consumers-v3/consumer/agent/login', {
      storeId: '9999',
      username: 'E10442',
      password: 'x',
    });
    expect(errorIdOf(noStore.body)).toBe('STR404');
  });
});

describe('accounts and passwords', () => {
  const signUpBody = {
    firstName: 'Noa',
    lastName: 'Kim',
    email: 'noa.kim@example.com',
    password: 'Summit2026!',
    isTermsConfirmed: true,
    isTemporaryPassword: true,
    subscriptions: { newsletterConsent: true, loyaltyConsent: false, smsNotificationConsent: false },
    source: { acquisitionType: 'Registered' },
    recaptcha_response: 'bot-check-ok',
  };

  it('signs up (201), then signs in; the same email again is AUT439', async () => {
    const api = client('auth-signup');
    const created = await api.post('/consumers-v3/auth/signup', signUpBody);
    expect(created.status).toBe(201);
    expect(created.body.email).toBe('noa.kim@example.com');
    expect((await signIn(api, 'noa.kim@example.com', 'Summit2026!')).consumerNo).toBe(
      created.body.consumerNo,
    );
    const again = await api.post('/consumers-v3/auth/signup', signUpBody);
    expect([again.status, errorIdOf(again.body)]).toEqual([409, 'AUT439']);
    const weak = await api.post('/consumers-v3/auth/signup', {
      ...signUpBody,
      email: 'weak@example.com',
      password: 'short',
    });
    expect([weak.status, errorIdOf(weak.body)]).toEqual([400, 'FE872']);
    const noNumber = await api.post('/consumers-v3/auth/signup', {
      ...signUpBody,
      email: 'weak@example.com',
      password: 'Summitpeak',
    });
    expect([noNumber.status, noNumber.body.errorDetails[0]]).toEqual([
      400,
      { errorId: 'API400', message: 'body.password: One number' },
    ]);
  });

  it('resets a password with the code and unlocks the account', async () => {
    const api = client('auth-reset');
    // The code goes by email and is not guessable: QA reads the session's outbox.
    const codeFor = async (email: string): Promise<string> =>
      (await api.get('/__harness/outbox')).body.resetCodes.find(
        (mail: { email: string; used: boolean }) => mail.email === email && !mail.used,
      )?.code;
    expect(
      (await api.post('/consumers-v3/consumer/resetpassword', { email: 'locked@example.com' })).status,
    ).toBe(204);
    expect(
      (await api.post('/consumers-v3/consumer/resetpassword', { email: 'nobody@example.com' })).status,
    ).toBe(204);
    const confirm = {
      email: 'locked@example.com',
      confirmationCode: await codeFor('locked@example.com'),
      newPassword: 'Unlocked2026!',
      confirmNewPassword: 'Unlocked2026!',
    };
    expect((await api.post('/consumers-v3/confirmforgotpassword', confirm)).status).toBe(204);
    expect((await api.post('/consumers-v3/confirmforgotpassword', confirm)).status).toBe(410);
    expect((await signInCode(api, 'locked@example.com', 'Unlocked2026!')).status).toBe(200);
    const expired = await api.post('/consumers-v3/confirmforgotpassword', {
      ...confirm,
      email: 'registered@example.com',
      confirmationCode: 'rc-expired-0001',
    });
    expect(errorIdOf(expired.body)).toBe('AUT402');
    await api.post('/consumers-v3/consumer/resetpassword', { email: 'registered@example.com' });
    const upper = await api.post('/consumers-v3/confirmforgotpassword', {
      ...confirm,
      email: 'registered@example.com',
      confirmationCode: await codeFor('registered@example.com'),
      newPassword: 'UNLOCKED2026!',
      confirmNewPassword: 'UNLOCKED2026!',
    });
    expect(upper.body.errorDetails[0]).toEqual({
      errorId: 'API400',
      message: 'body.newPassword: One lowercase letter',
    });
  });

  it('changes a password: wrong current AUT450, same as current AUT451', async () => {
    const api = client('auth-change');
    await signIn(api, 'registered@example.com');
    const change = (currentPassword: string, newPassword: string) =>
      api.post('/consumers-v3/consumer/changepassword', {
        currentPassword,
        newPassword,
        confirmNewPassword: newPassword,
      });
    expect(errorIdOf((await change('Nope2026!', 'Fresh2026!')).body)).toBe('AUT450');
    expect(errorIdOf((await change('Trail2026!', 'Trail2026!')).body)).toBe('AUT451');
    // Each checklist rule answers its own message; too short is FE872, never a 500.
    expect((await change('Trail2026!', 'Fr1!')).body.errorDetails[0].errorId).toBe('FE872');
    const lower = await change('Trail2026!', 'fresh2026!');
    expect([lower.status, lower.body.errorDetails[0].message]).toEqual([
      400,
      'body.newPassword: One uppercase letter',
    ]);
    expect((await change('Trail2026!', 'Fresh2026!')).status).toBe(204);
    expect((await signInCode(api, 'registered@example.com', 'Fresh2026!')).status).toBe(200);
  });
});
