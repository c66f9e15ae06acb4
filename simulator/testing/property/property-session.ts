import type { Transport } from '../../transports/transport';
import { PKCE } from '../pkce-pair';
import { STOREFRONT_HEADERS } from '../storefront-headers';
import type { Answer } from './answer-check';
import { type GeneratedRequest, requestPath } from './request-arbitrary';

export const PROPERTY_SESSION = 'property';
export type Caller = 'anonymous' | 'guest' | 'registered';

const jsonHeaders = (session: string) => ({
  ...STOREFRONT_HEADERS,
  'content-type': 'application/json',
  'x-harness-session': session,
});

async function post(
  transport: Transport,
  path: string,
  body: unknown,
  session: string,
): Promise<Record<string, unknown>> {
  const answer = await transport.send({ method: 'POST', path, headers: jsonHeaders(session), body });
  if (answer.status >= 300)
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as Record<string, unknown>;
}

/** A guest token and a registered shopper's token (PKCE sign-in), so calls reach past AUT401. */
export async function propertyTokens(
  transport: Transport,
  session = PROPERTY_SESSION,
): Promise<Record<Exclude<Caller, 'anonymous'>, string>> {
  const guest = await post(transport, '/token/v2/auth/token', { type: 'Guest' }, session);
  const signedIn = await post(
    transport,
    '/consumers-v3/auth/signin',
    {
      type: 'Registered',
      username: 'registered@example.com',
      password: 'Trail2026!',
      codeChallenge: PKCE.challenge,
      recaptcha_response: 'ok',
    },
    session,
  );
  const registered = await post(
    transport,
    '/token/v2/auth/token',
    {
      type: 'Registered',
      authorizationCode: String(signedIn.authorizationCode),
      codeVerifier: PKCE.verifier,
      guestObjects: {},
    },
    session,
  );
  return { guest: String(guest.access_token), registered: String(registered.access_token) };
}

/** Sends one generated request in the property session, as the given caller. */
export function sender(
  transport: Transport,
  tokens: () => Partial<Record<Caller, string>>,
  session = PROPERTY_SESSION,
) {
  return (request: GeneratedRequest, caller: Caller): Promise<Answer> => {
    const token = tokens()[caller];
    return transport.send({
      method: request.method,
      path: requestPath(request),
      headers: {
        ...request.headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-harness-session': session,
      },
      body: request.body,
    });
  };
}
