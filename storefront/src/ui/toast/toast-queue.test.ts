import { describe, expect, it } from 'vitest';
import {
  addToast,
  delayOf,
  dismissToast,
  expireToasts,
  TOAST_DELAY_MS,
  TOAST_WITH_ACTION_DELAY_MS,
  type ToastQueue,
} from './toast-queue';

const action = { label: 'Undo', onClick: () => {} };

describe('toast queue (spec 000 section 4)', () => {
  it('auto-closes after the default delay, longer with an action, never when autoClose is false', () => {
    expect(delayOf({ title: 'a' })).toBe(TOAST_DELAY_MS);
    expect(delayOf({ title: 'a', action })).toBe(TOAST_WITH_ACTION_DELAY_MS);
    expect(TOAST_WITH_ACTION_DELAY_MS).toBeGreaterThan(TOAST_DELAY_MS);
    expect(delayOf({ title: 'a', autoClose: false })).toBeNull();
    expect(delayOf({ title: 'a', autoClose: 1500 })).toBe(1500);
  });

  it('adds toasts in order with their expiry and a default tone', () => {
    let q: ToastQueue = [];
    q = addToast(q, { id: 't1', title: 'Added to cart' }, 1000);
    q = addToast(q, { id: 't2', title: 'Saved', action, tone: 'success' }, 2000);
    expect(q).toEqual([
      { id: 't1', title: 'Added to cart', tone: 'info', expiresAt: 1000 + TOAST_DELAY_MS },
      { id: 't2', title: 'Saved', action, tone: 'success', expiresAt: 2000 + TOAST_WITH_ACTION_DELAY_MS },
    ]);
  });

  it('deduplicates by title: the later one replaces the earlier in place, keeping its id, with a fresh delay', () => {
    let q: ToastQueue = [];
    q = addToast(q, { id: 't1', title: 'Something went wrong', message: 'first' }, 0);
    q = addToast(q, { id: 't2', title: 'Other' }, 0);
    q = addToast(q, { id: 't3', title: 'Something went wrong', message: 'second' }, 3000);
    expect(q.map((t) => [t.id, t.title, t.message])).toEqual([
      ['t1', 'Something went wrong', 'second'],
      ['t2', 'Other', undefined],
    ]);
    expect(q[0]?.expiresAt).toBe(3000 + TOAST_DELAY_MS);
  });

  it('expires only toasts whose time is up, and keeps sticky ones', () => {
    let q: ToastQueue = [];
    q = addToast(q, { id: 'a', title: 'A' }, 0);
    q = addToast(q, { id: 'b', title: 'B', action }, 0);
    q = addToast(q, { id: 'c', title: 'C', tone: 'error', autoClose: false }, 0);
    expect(expireToasts(q, TOAST_DELAY_MS - 1)).toBe(q);
    expect(expireToasts(q, TOAST_DELAY_MS).map((t) => t.id)).toEqual(['b', 'c']);
    expect(expireToasts(q, TOAST_WITH_ACTION_DELAY_MS).map((t) => t.id)).toEqual(['c']);
    expect(expireToasts(q, Number.MAX_SAFE_INTEGER).map((t) => t.id)).toEqual(['c']);
  });

  it('dismisses by id; an unknown id changes nothing', () => {
    let q: ToastQueue = [];
    q = addToast(q, { id: 'a', title: 'A' }, 0);
    q = addToast(q, { id: 'b', title: 'B' }, 0);
    expect(dismissToast(q, 'a').map((t) => t.id)).toEqual(['b']);
    expect(dismissToast(q, 'zzz')).toBe(q);
  });
});
