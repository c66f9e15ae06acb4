import type { World } from '../../core/world';
import type { SessionRecord } from '../../db/account-records';
import { decideRefresh } from '../../domain/auth/refresh-rotation';
import { type MintedPair, newSession, rotatedSession, type SessionInput } from '../../domain/auth/tokens';
import { type Failure, failure, isFailure } from '../../domain/failure';
import { mintSecret } from './secrets';

/**
 * Token families: the pairs a grant starts and refresh rotation continues (refresh-rotation.ts has the
 * rules). Every write to the session store's pairs happens here.
 */

async function mintPair(world: World): Promise<MintedPair> {
  return { accessToken: await mintSecret(world, 'atk'), refreshToken: await mintSecret(world, 'rtk') };
}

/** A grant (guest, registered, agent): the first pair of a new family. */
export async function openSession(world: World, input: SessionInput): Promise<SessionRecord> {
  const minted = await mintPair(world);
  const record = newSession(input, minted, world.ids.next('fam'), world.clock.now());
  await world.db.accounts.sessions.create(record);
  return record;
}

/**
 * The refresh grant: uses the presented refresh token up and answers the family's next pair (the previous
 * access token keeps working until its expiry). A used one, past the grace window, revokes the family and
 * answers AUT404.
 */
export async function rotateSession(world: World, refreshToken: string): Promise<SessionRecord | Failure> {
  const sessions = world.db.accounts.sessions;
  const now = world.clock.now();
  const pair = sessions.findFirst((q) => q.where({ refreshToken }));
  const decision = decideRefresh(pair, now);
  if (isFailure(decision)) return decision;
  if (!pair) return failure('AUT404'); // decideRefresh refused it already; this narrows the type
  if (decision.kind === 'reuse') {
    await revokeFamily(world, pair.familyId);
    return decision.failure;
  }
  // The first use starts the grace window; a use within it (a concurrent tab) does not move it.
  if (pair.refreshUsedAt === undefined) {
    await sessions.update((q) => q.where({ refreshToken }), {
      data(draft) {
        draft.refreshUsedAt = now.toISOString();
      },
    });
  }
  const next = rotatedSession(pair, await mintPair(world), now);
  await sessions.create(next);
  return next;
}

/**
 * Sign-out: the refresh token must be of the caller's family (any pair of it: a tab may hold an older access
 * token than the refresh token another tab rotated); every pair of the family is revoked.
 */
export async function signOutFamily(
  world: World,
  accessToken: string,
  refreshToken: string,
): Promise<Failure | undefined> {
  const sessions = world.db.accounts.sessions;
  const caller = sessions.findFirst((q) => q.where({ accessToken }));
  const presented = sessions.findFirst((q) => q.where({ refreshToken }));
  if (!caller || !presented || presented.familyId !== caller.familyId) {
    return failure('AUT432', 'The refresh token does not belong to this session.');
  }
  await revokeFamily(world, caller.familyId);
  return undefined;
}

async function revokeFamily(world: World, familyId: string): Promise<void> {
  await world.db.accounts.sessions.updateMany((q) => q.where({ familyId }), {
    data(draft) {
      draft.revoked = true;
    },
  });
}
