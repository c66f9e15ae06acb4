import type { World } from '../../core/world';
import type { ResetCodeRecord } from '../../db/account-records';

/**
 * The mail this session would have sent: password reset codes, newest first (the seeded, long expired ones
 * are not mail). The codes are unguessable (secrets.ts), so QA reads them here instead of an inbox.
 */
export function sentResetCodes(world: World): ResetCodeRecord[] {
  const seeded = new Set(world.data.consumers.resetCodes.map((r) => r.code));
  return world.db.accounts.resetCodes
    .findMany((q) => q.where((r) => !seeded.has(r.code)))
    .map((r) => ({ ...r }))
    .reverse();
}
