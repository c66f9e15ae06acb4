import { Collection } from '@msw/data';
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
import type { SeedData } from './seed/seed-data';
import { NO_SHIFT, type SeedShift, shiftedCopy } from './seed/seed-time';

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

export async function createAccountStore(data: SeedData, shift: SeedShift = NO_SHIFT): Promise<AccountStore> {
  /** Seed records are frozen and shared by every world of a seed: each world gets its own copies, dated from its start. */
  const copy = <T>(record: T): T => shiftedCopy(record, shift);
  const store: AccountStore = {
    accounts: new Collection({ schema: accountRecord }),
    associates: new Collection({ schema: associateRecord }),
    sessions: new Collection({ schema: sessionRecord }),
    authCodes: new Collection({ schema: authCodeRecord }),
    resetCodes: new Collection({ schema: resetCodeRecord }),
    purchases: new Collection({ schema: purchaseRecord }),
    orderOverlays: new Collection({ schema: orderOverlayRecord }),
    guestSubscribers: new Collection({ schema: guestSubscriberRecord }),
    supportCases: new Collection({ schema: supportCaseRecord }),
    eventRegistrations: new Collection({ schema: eventRegistrationRecord }),
  };
  const seed = data.consumers;
  // One at a time, so the insertion order (and every listing built on it) is the seed's order.
  for (const record of seed.accounts) await store.accounts.create(copy(record));
  for (const record of seed.associates) await store.associates.create(copy(record));
  for (const record of seed.purchases) await store.purchases.create(copy(record));
  for (const record of seed.resetCodes) await store.resetCodes.create(copy(record));
  return store;
}
