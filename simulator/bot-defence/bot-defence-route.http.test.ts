import { describe, expect, it } from 'vitest';
import { applyWorldSetup } from '../control/world-setup';
import { codeChallengeS256 } from '../domain/auth/pkce';
import { VERIFIER } from '../handlers/sign-in.test-helpers';
import { apiClient, useTestServer } from '../testing/test-server';

const server = useTestServer();

const control = async (session: string, method: string, body?: unknown) => {
  const response = await fetch(`${server.url}/__harness/bot-check`, {
    method,
    headers: { 'content-type': 'application/json', 'x-harness-session': session },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

async function signIn(session: string, token: string) {
  const client = apiClient(server.url, session);
  const guest = await client.post('/token/v2/auth/token', { type: 'Guest' });
  client.setToken(guest.body.access_token);
  return client.post('/consumers-v3/auth/signin', {
    type: 'Registered',
    username: 'registered@example.com',
    password: 'Trail2026!',
    codeChallenge: await codeChallengeS256(VERIFIER),
    recaptcha_response: token,
  });
}

/** The stand-in's challenge, solved: its pass token. */
async function solve(session: string, appId = 'bot-defence') {
  const client = apiClient(server.url, session);
  const challenge = await client.post(`/bot-defence/${appId}/challenge`);
  expect(challenge.status).toBe(201);
  expect(challenge.body).toMatchObject({ appId, kind: 'checkbox' });
  const pass = await client.post(`/bot-defence/${appId}/challenge/${challenge.body.challengeId}`, {
    answer: 'not-a-robot',
  });
  expect(pass.status).toBe(200);
  return pass.body.token as string;
}

describe('POST /__harness/bot-check and the challenge stand-in', () => {
  it('makes the next check fail with AUT403 and the appId, until a solved challenge’s token comes', async () => {
    const set = await control('bd-1', 'POST', { failNext: 1 });
    expect(set).toMatchObject({ status: 200, body: { session: 'bd-1', failNext: 1, challenged: false } });
    const refused = await signIn('bd-1', 'storefront-offline-bot-check');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorDetails: [{ errorId: 'AUT403' }], appId: 'bot-defence' });
    expect((await control('bd-1', 'GET')).body).toMatchObject({ failNext: 0, challenged: true });
    expect((await signIn('bd-1', 'storefront-offline-bot-check')).status).toBe(403);
    const token = await solve('bd-1');
    expect((await signIn('bd-1', token)).status).toBe(200);
    expect((await signIn('bd-1', 'storefront-offline-bot-check')).status).toBe(200);
  });

  it('keeps sessions apart, and DELETE forgets the forced failures', async () => {
    await control('bd-2', 'POST', { failNext: 3 });
    expect((await signIn('bd-other', 'storefront-offline-bot-check')).status).toBe(200);
    expect((await control('bd-2', 'DELETE')).status).toBe(204);
    expect((await signIn('bd-2', 'storefront-offline-bot-check')).status).toBe(200);
  });

  it('refuses a bad body naming its field, and unknown keys', async () => {
    expect(await control('bd-3', 'POST', { failNext: -1 })).toMatchObject({
      status: 400,
      body: { errorDetails: [{ errorId: 'API400', message: expect.stringMatching(/^body\.failNext: /) }] },
    });
    expect((await control('bd-3', 'POST', { fail: 1 })).body.errorDetails[0].message).toMatch(/fail/);
    expect((await control('bd-3', 'POST', 'nope')).status).toBe(400);
  });

  it('answers the stand-in’s errors as the envelope: another app, an unknown challenge, a bad answer, GET', async () => {
    const client = apiClient(server.url, 'bd-4');
    expect((await client.post('/bot-defence/another-app/challenge')).body.errorDetails[0].errorId).toBe(
      'API404',
    );
    const unknown = await client.post('/bot-defence/bot-defence/challenge/bdc-nope', {
      answer: 'not-a-robot',
    });
    expect(unknown.status).toBe(404);
    const challenge = await client.post('/bot-defence/bot-defence/challenge');
    const wrong = await client.post(`/bot-defence/bot-defence/challenge/${challenge.body.challengeId}`, {
      answer: 'robot',
    });
    expect(wrong).toMatchObject({ status: 400, body: { errorDetails: [{ errorId: 'API400' }] } });
    const get = await client.get('/bot-defence/bot-defence/challenge');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await client.get('/bot-defence/elsewhere')).status).toBe(404);
  });

  it('applies a scenario’s setup.botCheck (world setup)', async () => {
    await applyWorldSetup(await server.simulator.worlds.get('bd-5'), { botCheck: { failNext: 2 } });
    expect((await control('bd-5', 'GET')).body).toMatchObject({ failNext: 2, challenged: false });
    await expect(
      applyWorldSetup(await server.simulator.worlds.get('bd-6'), { botCheck: { failNext: 1.5 } }),
    ).rejects.toThrow(/botCheck\.failNext/);
  });
});
