import type { Query } from '@msw/data';
import type { World } from '../../core/world';
import type { FavoritesRecord, SavedListRecord } from '../../db/commerce-records';
import type { Session } from '../../domain/auth/session';

/**
 * The one store of the shopper's lists (favourites, saved for later): a list belongs to a consumer, or
 * before sign-in to the guest token that created it, or to whoever's session links it. Reads answer
 * copies; a write replaces the whole list. favorites.ts and saved-for-later.ts hold what differs.
 */

type OwnedList = FavoritesRecord | SavedListRecord;

/** The collection calls the store makes (both list collections have them). */
interface ListTable<L> {
  findFirst(query: (q: Query<L>) => Query<L>): L | undefined;
  findMany(query: (q: Query<L>) => Query<L>): L[];
  create(list: L): Promise<unknown>;
  update(query: (q: Query<L>) => Query<L>, options: { data(draft: L): void }): Promise<unknown>;
  delete(query: (q: Query<L>) => Query<L>): unknown;
}

export interface OwnedLists<L extends OwnedList> {
  /** A copy of the list with this id. */
  find(id: string): L | undefined;
  /** The list with this id when the session owns it. */
  owned(session: Session, id: string): L | undefined;
  /** The session's list: the one linked to the session, else the newest one the shopper owns. */
  ofSession(session: Session): L | undefined;
  /** The newest list of a consumer other than `except` (sign-in adopting a guest's list). */
  newestOf(consumerId: string, except?: string): L | undefined;
  /** A new empty list of the session's shopper (not written). */
  fresh(session: Session): L;
  /** Two entries of the lists are the same entry when their keys are equal (merging lists). */
  entryKey(entry: L['items'][number]): string;
  save(list: L): Promise<void>;
  /** The list without its entry `itemId`, written; undefined (nothing written) when it has no such entry. */
  removeEntry(list: L, itemId: string): Promise<L | undefined>;
  remove(id: string): void;
}

export function ownsList(
  session: Session,
  list: Pick<OwnedList, 'id' | 'owner'>,
  linkedId?: string,
): boolean {
  if (list.owner.consumerId) return list.owner.consumerId === session.consumerId;
  return list.owner.guestToken === session.token || linkedId === list.id;
}

interface ListKind<L extends OwnedList> {
  readonly table: ListTable<L>;
  /** The session's link to its list of this kind. */
  readonly linkOf: (session: Session) => string | undefined;
  readonly idPrefix: string;
  readonly entryKey: (entry: L['items'][number]) => string;
}

function ownedLists<L extends OwnedList>(world: World, kind: ListKind<L>): OwnedLists<L> {
  const { table } = kind;
  const find = (id: string) => {
    const record = table.findFirst((q) => q.where((l) => l.id === id));
    return record ? structuredClone(record) : undefined;
  };
  const newest = (owns: (list: L) => boolean) => {
    const own = table.findMany((q) => q.where(owns)).at(-1);
    return own ? structuredClone(own) : undefined;
  };
  const save = async (list: L) => {
    const where = (q: Query<L>) => q.where((l) => l.id === list.id);
    if (!table.findFirst(where)) {
      await table.create(structuredClone(list));
      return;
    }
    await table.update(where, {
      data(draft) {
        Object.assign(draft, structuredClone(list));
      },
    });
  };
  return {
    find,
    owned(session, id) {
      const list = find(id);
      return list && ownsList(session, list, kind.linkOf(session)) ? list : undefined;
    },
    ofSession(session) {
      const linkedId = kind.linkOf(session);
      const linked = linkedId ? find(linkedId) : undefined;
      if (linked && ownsList(session, linked, linkedId)) return linked;
      return newest((l) => ownsList(session, l));
    },
    newestOf: (consumerId, except) => newest((l) => l.owner.consumerId === consumerId && l.id !== except),
    fresh: (session) =>
      // An empty list of either kind: the fields the two records share, the optional ones left out.
      ({
        id: world.ids.next(kind.idPrefix),
        owner: session.consumerId ? { consumerId: session.consumerId } : { guestToken: session.token },
        items: [],
      }) as unknown as L,
    entryKey: kind.entryKey,
    save,
    async removeEntry(list, itemId) {
      const items: readonly { itemId: string }[] = list.items;
      if (!items.some((i) => i.itemId === itemId)) return undefined;
      const next = { ...list, items: items.filter((i) => i.itemId !== itemId) } as L;
      await save(next);
      return next;
    },
    remove(id) {
      table.delete((q) => q.where((l) => l.id === id));
    },
  };
}

/** The favourites lists: one entry per product. */
export const favoriteLists = (world: World): OwnedLists<FavoritesRecord> =>
  ownedLists(world, {
    table: world.db.commerce.favorites,
    linkOf: (session) => session.favoriteId,
    idPrefix: 'fav',
    entryKey: (entry) => entry.id,
  });

/** The saved-for-later lists: an entry is a product in a design. */
export const savedLists = (world: World): OwnedLists<SavedListRecord> =>
  ownedLists(world, {
    table: world.db.commerce.savedLists,
    linkOf: (session) => session.saveForLaterId,
    idPrefix: 'sfl',
    entryKey: (entry) => `${entry.productId}|${entry.recipeId ?? ''}`,
  });
