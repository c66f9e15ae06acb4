import { useSyncExternalStore } from 'react';
import type { Store } from '../../../../contracts/entities/store';
import { createPersistentStore, type PersistentStore } from '../../commerce/persistent-store';

/** What the shop remembers of the shopper's store: enough to name it without a search. */
export type ChosenStore = Pick<Store, 'id' | 'name' | 'address'> &
  Partial<Pick<Store, 'pickupEnabled' | 'stsEnabled'>>;

interface ChosenStoreState {
  readonly store?: ChosenStore | undefined;
}

export const CHOSEN_STORE_KEY = 'storefront.chosenStore';

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
  chosenStore.set({ store: store ? toChosenStore(store) : undefined });
}

const getStore = () => chosenStore.get().store;

/** The chosen store (undefined until the shopper picks one), re-rendering when it changes. */
export function useChosenStore(): ChosenStore | undefined {
  return useSyncExternalStore(chosenStore.subscribe, getStore, getStore);
}
