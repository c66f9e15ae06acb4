import type { RequestBodyOf } from '../../../contracts/registry/types';
import type { World } from '../../core/world';
import type { SessionRecord } from '../../db/account-records';
import { decideExchange } from '../../domain/auth/auth-codes';
import { verifierMatches } from '../../domain/auth/pkce';
import type { Failure } from '../../domain/failure';
import { failure, isFailure } from '../../domain/failure';
import { adoptGuestObjects } from '../commerce/adoption';
import { attachGuestOrder } from '../consumer/guest-order-claim';
import { findAccount } from './session-service';
import { openSession, rotateSession } from './token-families';

/** The three grants of getToken; each answers the session whose token answer (token-answer.ts) is sent. */

type TokenBody = RequestBodyOf<'getToken'>;
type Answer = Promise<SessionRecord | Failure>;

/** Guest grant: an anonymous session bound to the user session id. */
export async function guestGrant(world: World, usid: string): Answer {
  return openSession(world, { usid, kind: 'guest', consumerType: 'GUEST' });
}

/**
 * Registered grant: the PKCE exchange. The code must be known and unexpired, and the verifier must hash to
 * its challenge (AUT432, the code stays usable). The exchange takes EXCHANGE_PROCESSING_MS on the world
 * clock: a second exchange meanwhile answers AUT409 and its retry after that receives the same token pair,
 * once; any other reuse answers AUT404. The exchange adopts the guest cart, favourites and saved items and,
 * with action postLogin, attaches the guest order.
 */
export async function registeredGrant(
  world: World,
  usid: string,
  body: Extract<TokenBody, { type: 'Registered' }>,
): Answer {
  const now = world.clock.now();
  const codes = world.db.accounts.authCodes;
  const code = codes.findFirst((q) => q.where({ code: body.authorizationCode }));
  const decision = decideExchange(code, now);
  if (isFailure(decision)) return decision;
  if (!code) return failure('AUT404'); // decideExchange refused it already; this narrows the type
  if (!(await verifierMatches(body.codeVerifier, code.codeChallenge))) {
    return failure('AUT432', 'The code verifier does not match the code challenge of this sign-in.');
  }
  const owed = (change: number) =>
    codes.update((q) => q.where({ code: code.code }), {
      data(draft) {
        draft.retriesOwed += change;
      },
    });
  if (decision.kind === 'in-progress') {
    await owed(1);
    return failure('AUT409', 'The code is being exchanged. Retry in 2 seconds.');
  }
  if (decision.kind === 'redeliver') {
    await owed(-1);
    const session = world.db.accounts.sessions.findFirst((q) =>
      q.where({ accessToken: code.accessToken ?? '' }),
    );
    if (!session || session.revoked) return failure('AUT404', 'The session of this code has ended.');
    return session;
  }
  const account = findAccount(world, code.consumerId);
  if (!account || account.locked) return failure('AUT498');
  const adopted = await adoptGuestObjects(world, {
    guest: body.guestObjects,
    consumerId: account.consumerId,
  });
  if (body.action === 'postLogin' && body.orderNo) {
    await attachGuestOrder(world, account.consumerId, body.orderNo, body.st);
  }
  const session = await openSession(world, {
    usid,
    kind: 'registered',
    consumerType: account.consumerType,
    consumerId: account.consumerId,
    basketId: adopted.basketId,
    favoriteId: adopted.favoriteId,
    saveForLaterId: adopted.saveForLaterId,
  });
  await codes.update((q) => q.where({ code: code.code }), {
    data(draft) {
      draft.exchangedAt = now.toISOString();
      draft.accessToken = session.accessToken;
    },
  });
  return session;
}

/**
 * Refresh grant (rotation): the refresh token is used up and the family's next pair answered; the previous
 * access token works until its own expiry. An unknown, expired or revoked refresh token answers AUT404; one
 * used before answers AUT404 and revokes its whole family (token-families.ts).
 */
export async function refreshGrant(world: World, refreshToken: string): Answer {
  return rotateSession(world, refreshToken);
}
