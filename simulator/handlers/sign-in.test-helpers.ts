import { codeChallengeS256 } from '../domain/auth/pkce';
import type { apiClient } from '../testing/test-server';

/** Test support for the users area's HTTP tests: the storefront's login flow, step by step. */
export type Client = ReturnType<typeof apiClient>;

export const VERIFIER = 'x3Vb9QkLm2Np7Rt5Wz8Yc4Df6Gh1Jk0S';
export const OTHER_VERIFIER = 'Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp';

export async function guestToken(client: Client) {
  const answer = await client.post('/token/v2/auth/token', { type: 'Guest' });
  client.setToken(answer.body.access_token);
  return answer;
}

export async function signInCode(client: Client, username: string, password: string, verifier = VERIFIER) {
  return client.post('/consumers-v3/auth/signin', {
    type: 'Registered',
    username,
    password,
    codeChallenge: await codeChallengeS256(verifier),
    recaptcha_response: 'bot-check-ok',
  });
}

export function exchange(client: Client, authorizationCode: string, verifier = VERIFIER, guestObjects = {}) {
  return client.post('/token/v2/auth/token', {
    type: 'Registered',
    authorizationCode,
    codeVerifier: verifier,
    guestObjects,
  });
}

/** Guest token, sign-in, exchange; the client keeps the registered access token. Answers the token body. */
export async function signIn(client: Client, username: string, password = 'Trail2026!', guestObjects = {}) {
  await guestToken(client);
  const code = await signInCode(client, username, password);
  if (code.status !== 200) throw new Error(`sign-in ${username}: ${JSON.stringify(code.body)}`);
  const token = await exchange(client, code.body.authorizationCode, VERIFIER, guestObjects);
  if (token.status !== 200) throw new Error(`exchange ${username}: ${JSON.stringify(token.body)}`);
  client.setToken(token.body.access_token);
  return token.body;
}

export const errorIdOf = (body: { errorDetails?: { errorId: string }[] }) => body.errorDetails?.[0]?.errorId;
