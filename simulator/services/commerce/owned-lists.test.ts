import { describe, expect, it } from 'vitest';
import { createWorld } from '../../core/world';
import type { FavoritesRecord, SavedListRecord } from '../../db/commerce-records';
import type { Session } from '../../domain/auth/session';
import { favoriteLists, type OwnedLists, savedLists } from './owned-lists';

const guest = { token: 'guest-1', kind: 'guest' } as Session;
const other = { token: 'guest-2', kind: 'guest' } as Session;
const consumer = { token: 'reg-1', kind: 'registered', consumerId: 'C1' } as Session;

/** What both kinds of list must do, checked on one of them. */
async function checkOwnership<L extends FavoritesRecord | SavedListRecord>(lists: OwnedLists<L>) {
  expect(lists.ofSession(guest)).toBeUndefined();
  const list = lists.fresh(guest);
  expect(list).toMatchObject({ owner: { guestToken: 'guest-1' }, items: [] });
  await lists.save(list);
  expect(lists.ofSession(guest)?.id).toBe(list.id);
  expect(lists.owned(guest, list.id)?.id).toBe(list.id);
  expect(lists.owned(other, list.id)).toBeUndefined();
  expect(lists.ofSession(other)).toBeUndefined();

  const own = lists.fresh(consumer);
  await lists.save(own);
  await lists.save({ ...list, owner: { consumerId: 'C1' } });
  // Newest by creation: the consumer's own list was created after the guest's.
  expect(lists.newestOf('C1')?.id).toBe(own.id);
  expect(lists.newestOf('C1', own.id)?.id).toBe(list.id);
  lists.remove(list.id);
  expect(lists.find(list.id)).toBeUndefined();
}

describe('the owned-list store (favourites and saved for later alike)', () => {
  it("favourites: a fresh list is the owner's once saved, and no one else's", async () => {
    await checkOwnership(favoriteLists(await createWorld('lists', 1)));
  });

  it("saved for later: a fresh list is the owner's once saved, and no one else's", async () => {
    await checkOwnership(savedLists(await createWorld('lists', 1)));
  });

  it('answers copies: changing one does not change the stored list', async () => {
    const world = await createWorld('lists', 1);
    const lists = favoriteLists(world);
    const list = lists.fresh(guest);
    await lists.save(list);
    const read = lists.find(list.id);
    read?.items.push({ id: 'X', itemId: 'fi-1', itemType: 'product', qty: 1 });
    expect(lists.find(list.id)?.items).toEqual([]);
  });
});
