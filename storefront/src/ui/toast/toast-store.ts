import { useSyncExternalStore } from 'react';
import {
  addToast,
  dismissToast,
  expireToasts,
  TOAST_POLL_MS,
  type ToastInput,
  type ToastQueue,
} from './toast-queue';

/**
 * The toast queue with its clock: a 200 ms check that runs only while toasts are queued, so an idle page
 * has no timer. One per app (createToastStore for tests).
 */
export function createToastStore(now: () => number = Date.now) {
  let queue: ToastQueue = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  let counter = 0;
  const listeners = new Set<() => void>();

  const set = (next: ToastQueue) => {
    if (next === queue) return;
    queue = next;
    if (queue.length && timer === undefined) timer = setInterval(tick, TOAST_POLL_MS);
    if (!queue.length && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
    for (const listener of listeners) listener();
  };
  const tick = () => set(expireToasts(queue, now()));

  return {
    getQueue: () => queue,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Shows a toast; returns its id (the earlier one's when deduplicated by title). */
    show(input: ToastInput): string {
      counter += 1;
      const next = addToast(queue, { ...input, id: `toast-${counter}` }, now());
      set(next);
      return next.find((t) => t.title === input.title)?.id ?? `toast-${counter}`;
    },
    dismiss(id: string) {
      set(dismissToast(queue, id));
    },
    clear() {
      set([]);
    },
    /** True while the poll timer runs (tests). */
    isTicking: () => timer !== undefined,
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toastStore: ToastStore = createToastStore();

export function useToasts(store: ToastStore = toastStore) {
  const toasts = useSyncExternalStore(store.subscribe, store.getQueue, store.getQueue);
  return { toasts, show: store.show, dismiss: store.dismiss, clear: store.clear };
}
