import type { Collection } from '@msw/data';
import {
  accountRecord,
  associateRecord,
  authCodeRecord,
  eventRegistrationRecord,
  guestSubscriberRecord,
  orderOverlayRecord,
  purchaseRecord,
  resetCodeRecord,
  sessionRecord,
  supportCaseRecord,
} from './account-records';
import { copyOnWrite, emptyCollection, sharedCollection } from './copy-on-write-collection';
import type { SeedData } from './seed/seed-data';
import { NO_SHIFT, type SeedShift, shiftedCopy } from './seed/seed-time';
import { sharedPerSeed } from './shared-per-seed';

/**
 * The users area's mutable data for one world: accounts and profiles, store associates, sessions
 * (tokens), authorization and reset codes, the seeded order history and what this area adds to placed
 * orders (owner, cancel, returns), guest subscribers, support cases and event registrations.
 */
export interface AccountStore {
  readonly accounts: Collection<typeof accountRecord>;
  readonly associates: Collection<typeof associateRecord>;
  readonly sessions: Collection<typeof sessionRecord>;
  readonly authCodes: Collection<typeof authCodeRecord>;
  readonly resetCodes: Collection<typeof resetCodeRecord>;
  readonly purchases: Collection<typeof purchaseRecord>;
  readonly orderOverlays: Collection<typeof orderOverlayRecord>;
  readonly guestSubscribers: Collection<typeof guestSubscriberRecord>;
  readonly supportCases: Collection<typeof supportCaseRecord>;
  readonly eventRegistrations: Collection<typeof eventRegistrationRecord>;
}

/**
 * The seeded accounts, associates, order history and reset codes, dated from the worlds' start: built once
 * per seed and shift, read by every world until it changes them (then the world gets its own copies).
 */
async function seededAccounts(data: SeedData, shift: SeedShift) {
  const seed = data.consumers;
  const copies =
    <T>(records: readonly T[]) =>
    () =>
      records.map((record) => shiftedCopy(record, shift));
  const [accounts, associates, purchases, resetCodes] = await Promise.all([
    sharedCollection(accountRecord, copies(seed.accounts)),
    sharedCollection(associateRecord, copies(seed.associates)),
    sharedCollection(purchaseRecord, copies(seed.purchases)),
    sharedCollection(resetCodeRecord, copies(seed.resetCodes)),
  ]);
  return { accounts, associates, purchases, resetCodes };
}

export async function createAccountStore(data: SeedData, shift: SeedShift = NO_SHIFT): Promise<AccountStore> {
  const seeded = await sharedPerSeed(data, shift, seededAccounts);
  return {
    accounts: copyOnWrite(seeded.accounts),
    associates: copyOnWrite(seeded.associates),
    sessions: emptyCollection(sessionRecord),
    authCodes: emptyCollection(authCodeRecord),
    resetCodes: copyOnWrite(seeded.resetCodes),
    purchases: copyOnWrite(seeded.purchases),
    orderOverlays: emptyCollection(orderOverlayRecord),
    guestSubscribers: emptyCollection(guestSubscriberRecord),
    supportCases: emptyCollection(supportCaseRecord),
    eventRegistrations: emptyCollection(eventRegistrationRecord),
  };
}
