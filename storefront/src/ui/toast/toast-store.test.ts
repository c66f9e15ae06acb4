import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DELAY_MS, TOAST_POLL_MS, TOAST_WITH_ACTION_DELAY_MS } from './toast-queue';
import { createToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every 200 ms only while toasts exist', () => {
    const store = createToastStore();
    expect(TOAST_POLL_MS).toBe(200);
    expect(store.isTicking()).toBe(false);
    store.show({ title: 'Hello' });
    expect(store.isTicking()).toBe(true);
    vi.advanceTimersByTime(TOAST_DELAY_MS - TOAST_POLL_MS);
    expect(store.getQueue()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_POLL_MS);
    expect(store.getQueue()).toHaveLength(0);
    expect(store.isTicking()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('closes a toast with an action later, and never a sticky one', () => {
    const store = createToastStore();
    store.show({ title: 'With action', action: { label: 'Undo', onClick: () => {} } });
    store.show({ title: 'Sticky', tone: 'error', autoClose: false });
    vi.advanceTimersByTime(TOAST_DELAY_MS + TOAST_POLL_MS);
    expect(store.getQueue().map((t) => t.title)).toEqual(['With action', 'Sticky']);
    vi.advanceTimersByTime(TOAST_WITH_ACTION_DELAY_MS);
    expect(store.getQueue().map((t) => t.title)).toEqual(['Sticky']);
    expect(store.isTicking()).toBe(true);
  });

  it('returns the earlier id for a duplicate title, and dismiss stops the clock when the queue empties', () => {
    const store = createToastStore();
    const first = store.show({ title: 'Same' });
    const second = store.show({ title: 'Same' });
    expect(second).toBe(first);
    expect(store.getQueue()).toHaveLength(1);
    store.dismiss(first);
    expect(store.getQueue()).toEqual([]);
    expect(store.isTicking()).toBe(false);
  });

  it('notifies subscribers on change', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ title: 'A' });
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TOAST_POLL_MS); // nothing expired: no notification
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
