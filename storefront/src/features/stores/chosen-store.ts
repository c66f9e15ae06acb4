import { useSyncExternalStore } from 'react';
import type { Store } from '../../../../contracts/entities/store';
import { createPersistentStore, type PersistentStore } from '../../commerce/persistent-store';

/** What the shop remembers of the shopper's store: enough to name it without a search. */
export type ChosenStore = Pick<Store, 'id' | 'name' | 'address'> &
  Partial<Pick<Store, 'pickupEnabled' | 'stsEnabled'>>;

interface ChosenStoreState {
  readonly store?: ChosenStore | undefined;
  /** Stores the shopper picked before, by id: a cart line at one of them still shows its name. */
  readonly known?: Readonly<Record<string, ChosenStore>>;
}

const CHOSEN_STORE_KEY = 'storefront.chosenStore';

/** The chosen store, persisted so the product page and the cart agree across reloads. */
export const chosenStore: PersistentStore<ChosenStoreState> = createPersistentStore<ChosenStoreState>(
  CHOSEN_STORE_KEY,
  () => ({}),
);

export function toChosenStore(store: Store | ChosenStore): ChosenStore {
  return {
    id: store.id,
    name: store.name,
    address: store.address,
    ...(store.pickupEnabled !== undefined ? { pickupEnabled: store.pickupEnabled } : {}),
    ...(store.stsEnabled !== undefined ? { stsEnabled: store.stsEnabled } : {}),
  };
}

export function setChosenStore(store: Store | ChosenStore | undefined): void {
  chosenStore.set((current) => {
    if (!store) return { ...current, store: undefined };
    const chosen = toChosenStore(store);
    return { store: chosen, known: { ...current.known, [chosen.id]: chosen } };
  });
}

const getStore = () => chosenStore.get().store;
const getKnown = () => chosenStore.get().known;

/** The name of a store the shopper picked at some point, if this browser remembers it. */
export function useKnownStoreName(storeId: string | undefined): string | undefined {
  const known = useSyncExternalStore(chosenStore.subscribe, getKnown, getKnown);
  return storeId ? known?.[storeId]?.name : undefined;
}

/** The chosen store (undefined until the shopper picks one), re-rendering when it changes. */
export function useChosenStore(): ChosenStore | undefined {
  return useSyncExternalStore(chosenStore.subscribe, getStore, getStore);
}
