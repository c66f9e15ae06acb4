import { useSyncExternalStore } from 'react';
import type { DialogId, DialogPropsOf } from './dialog-ids';
import {
  closeAllDialogs,
  closeDialog,
  type DialogEntry,
  type DialogState,
  EMPTY_DIALOG_STATE,
  openDialog,
} from './dialog-manager';

export interface OpenOptions {
  /** Reopen this dialog after one opened over it closes. */
  keep?: boolean;
}

/** A tiny external store around the pure manager; one per app (createDialogStore for tests). */
export function createDialogStore(initial: DialogState = EMPTY_DIALOG_STATE) {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: DialogState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open<Id extends DialogId>(id: Id, props?: DialogPropsOf<Id>, options: OpenOptions = {}) {
      set(openDialog(state, { id, props, ...(options.keep ? { keep: true } : {}) }));
    },
    close(id?: DialogId) {
      set(closeDialog(state, id));
    },
    closeAll() {
      set(closeAllDialogs(state));
    },
  };
}

export type DialogStore = ReturnType<typeof createDialogStore>;

export const dialogStore: DialogStore = createDialogStore();

export interface UseDialogs {
  /** The open dialog, or null. */
  current: DialogEntry | null;
  open: DialogStore['open'];
  close: DialogStore['close'];
  closeAll: DialogStore['closeAll'];
  isOpen: (id: DialogId) => boolean;
}

export function useDialogs(store: DialogStore = dialogStore): UseDialogs {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return {
    current: state.open,
    open: store.open,
    close: store.close,
    closeAll: store.closeAll,
    isOpen: (id) => state.open?.id === id,
  };
}
