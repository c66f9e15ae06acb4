import type { DialogId } from './dialog-ids';

/**
 * Spec 000 section 4: "Dialogs are open or closed. Only one is open at a time. If the earlier one is marked
 * as kept, it reopens after the new one closes." Pure state transitions; dialog-store.ts holds the state.
 */
export interface DialogEntry<Id extends DialogId = DialogId> {
  id: Id;
  props?: unknown;
  /** Reopen this dialog after a dialog opened over it closes. */
  keep?: boolean;
  /** Set by open(): tells a reopened dialog from a fresh one with the same id (React key). */
  seq?: number;
}

export interface DialogState {
  open: DialogEntry | null;
  /** Kept dialogs waiting underneath, the most recent last. */
  kept: readonly DialogEntry[];
  /** Counter for entry seq numbers. */
  seq: number;
}

export const EMPTY_DIALOG_STATE: DialogState = { open: null, kept: [], seq: 0 };

/** Opens the entry. The one open now is pushed to the kept stack when marked keep, else dropped. */
export function openDialog(state: DialogState, entry: DialogEntry): DialogState {
  const seq = state.seq + 1;
  const current = state.open;
  const kept = current?.keep ? [...state.kept, current] : state.kept;
  return { open: { ...entry, seq }, kept, seq };
}

/**
 * Closes the open dialog; the most recently kept one reopens. With an id, closes only when that dialog is
 * the open one (a stale close from a dialog already replaced does nothing).
 */
export function closeDialog(state: DialogState, id?: DialogId): DialogState {
  if (!state.open) return state;
  if (id !== undefined && state.open.id !== id) return state;
  const reopened = state.kept.at(-1) ?? null;
  return { open: reopened, kept: state.kept.slice(0, -1), seq: state.seq };
}

/** Closes everything, kept ones too (navigation, sign-out). */
export function closeAllDialogs(state: DialogState): DialogState {
  return state.open || state.kept.length ? { open: null, kept: [], seq: state.seq } : state;
}

export const isDialogOpen = (state: DialogState, id: DialogId): boolean => state.open?.id === id;
