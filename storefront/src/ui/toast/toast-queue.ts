/**
 * Spec 000 section 4: "Toasts are deduplicated by title and auto-close after a delay (longer when they have
 * actions). They are checked every 200 ms." Pure queue operations; toast-store.ts runs the clock.
 */
export const TOAST_POLL_MS = 200;
export const TOAST_DELAY_MS = 5000;
export const TOAST_WITH_ACTION_DELAY_MS = 10000;

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  message?: string;
  tone?: ToastTone;
  action?: ToastAction;
  /** false: stays until dismissed (sticky error toasts); a number: its own delay in ms. */
  autoClose?: boolean | number;
}

export interface Toast extends ToastInput {
  id: string;
  tone: ToastTone;
  /** When it closes by itself; null for a sticky toast. */
  expiresAt: number | null;
}

export type ToastQueue = readonly Toast[];

export function delayOf(input: ToastInput): number | null {
  if (input.autoClose === false) return null;
  if (typeof input.autoClose === 'number') return input.autoClose;
  return input.action ? TOAST_WITH_ACTION_DELAY_MS : TOAST_DELAY_MS;
}

/**
 * Adds a toast. One with the same title as a queued toast replaces it in place (keeping the earlier id and
 * position) with a fresh delay, so a repeated failure shows once.
 */
export function addToast(queue: ToastQueue, toast: ToastInput & { id: string }, now: number): ToastQueue {
  const delay = delayOf(toast);
  const existing = queue.find((t) => t.title === toast.title);
  const next: Toast = {
    ...toast,
    id: existing?.id ?? toast.id,
    tone: toast.tone ?? 'info',
    expiresAt: delay === null ? null : now + delay,
  };
  return existing ? queue.map((t) => (t === existing ? next : t)) : [...queue, next];
}

/** Drops the toasts whose time is up; the same queue when none is. */
export function expireToasts(queue: ToastQueue, now: number): ToastQueue {
  const kept = queue.filter((t) => t.expiresAt === null || t.expiresAt > now);
  return kept.length === queue.length ? queue : kept;
}

export function dismissToast(queue: ToastQueue, id: string): ToastQueue {
  const kept = queue.filter((t) => t.id !== id);
  return kept.length === queue.length ? queue : kept;
}
