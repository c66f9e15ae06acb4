import type { RequestBodyOf } from '../../../contracts/registry/types';
import type { World } from '../../core/world';
import type { SessionRecord } from '../../db/account-records';
import { recordFailedLogin, recordSuccessfulLogin } from '../../domain/auth/login-attempts';
import { type Failure, failure } from '../../domain/failure';
import { findStore } from '../catalogue/inventory';
import { openSession } from './token-families';

/**
 * Agent login: a store associate (store id, employee user name, password) gets an EMPLOYEE session in
 * buy-in-store mode. Unknown store STR404, unknown user or wrong password AUT437 (with the same lock
 * rules as consumers: AUT426 last attempt, AUT441 locking, AUT423 locked).
 */
export async function agentLogin(
  world: World,
  usid: string,
  body: RequestBodyOf<'agentLogin'>,
): Promise<{ session: SessionRecord; buyInStore: NonNullable<SessionRecord['buyInStore']> } | Failure> {
  const associates = world.db.accounts.associates;
  const store = findStore(world, body.storeId);
  const inStore = associates.findMany((q) => q.where({ storeId: body.storeId }));
  if (!store && inStore.length === 0) return failure('STR404');
  const associate = inStore.find((a) => a.username.toLowerCase() === body.username.trim().toLowerCase());
  if (!associate) return failure('AUT437');
  if (associate.locked) return failure('AUT423');
  const { storeId, username } = associate;
  if (associate.password !== body.password) {
    const outcome = recordFailedLogin(associate, 'AUT437');
    await associates.update((q) => q.where({ storeId, username }), {
      data(draft) {
        draft.failedLogins = outcome.failedLogins;
        draft.locked = outcome.locked;
      },
    });
    return failure(outcome.errorId);
  }
  await associates.update((q) => q.where({ storeId, username }), {
    data(draft) {
      Object.assign(draft, recordSuccessfulLogin());
    },
  });
  const buyInStore = {
    storeId: associate.storeId,
    storeName: store?.name ?? associate.storeName,
    storeEmployeeId: associate.storeEmployeeId,
    storeEmployeeName: associate.storeEmployeeName,
  };
  const session = await openSession(world, {
    usid,
    kind: 'associate',
    consumerType: 'EMPLOYEE',
    buyInStore,
  });
  return { session, buyInStore };
}
