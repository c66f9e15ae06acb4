import { describe, expect, it } from 'vitest';
import { closeAllDialogs, closeDialog, EMPTY_DIALOG_STATE, isDialogOpen, openDialog } from './dialog-manager';

describe('dialog manager (spec 000 section 4)', () => {
  it('starts closed', () => {
    expect(EMPTY_DIALOG_STATE.open).toBeNull();
    expect(EMPTY_DIALOG_STATE.kept).toEqual([]);
  });

  it('opens a dialog with its props', () => {
    const state = openDialog(EMPTY_DIALOG_STATE, { id: 'quickshop', props: { productId: 'NF0A5G2SJK3' } });
    expect(state.open).toMatchObject({ id: 'quickshop', props: { productId: 'NF0A5G2SJK3' } });
    expect(isDialogOpen(state, 'quickshop')).toBe(true);
    expect(isDialogOpen(state, 'signIn')).toBe(false);
  });

  it('keeps only one open: a new dialog replaces one that is not kept, and closing leaves none', () => {
    let state = openDialog(EMPTY_DIALOG_STATE, { id: 'miniCart' });
    state = openDialog(state, { id: 'signIn' });
    expect(state.open?.id).toBe('signIn');
    expect(state.kept).toEqual([]);
    state = closeDialog(state);
    expect(state.open).toBeNull();
  });

  it('reopens a kept dialog after the one opened over it closes', () => {
    let state = openDialog(EMPTY_DIALOG_STATE, { id: 'quickshop', props: { productId: 'A' }, keep: true });
    state = openDialog(state, { id: 'signIn' });
    expect(state.open?.id).toBe('signIn');
    expect(state.kept.map((e) => e.id)).toEqual(['quickshop']);
    state = closeDialog(state);
    expect(state.open).toMatchObject({ id: 'quickshop', props: { productId: 'A' }, keep: true });
    expect(state.kept).toEqual([]);
    state = closeDialog(state);
    expect(state.open).toBeNull();
  });

  it('reopens kept dialogs in reverse order when they stack', () => {
    let state = openDialog(EMPTY_DIALOG_STATE, { id: 'pickupInStore', keep: true });
    state = openDialog(state, { id: 'changeStoreConfirmation', keep: true });
    state = openDialog(state, { id: 'storeChanged' });
    expect(state.kept.map((e) => e.id)).toEqual(['pickupInStore', 'changeStoreConfirmation']);
    state = closeDialog(state);
    expect(state.open?.id).toBe('changeStoreConfirmation');
    state = closeDialog(state);
    expect(state.open?.id).toBe('pickupInStore');
    state = closeDialog(state);
    expect(state.open).toBeNull();
  });

  it('drops a non-kept dialog between kept ones', () => {
    let state = openDialog(EMPTY_DIALOG_STATE, { id: 'quickshop', keep: true });
    state = openDialog(state, { id: 'signIn' });
    state = openDialog(state, { id: 'forgotPassword' });
    state = closeDialog(state);
    expect(state.open?.id).toBe('quickshop');
  });

  it('gives every opening a new seq, and a reopened dialog its original one', () => {
    let state = openDialog(EMPTY_DIALOG_STATE, { id: 'quickshop', keep: true });
    const first = state.open?.seq;
    state = openDialog(state, { id: 'signIn' });
    expect(state.open?.seq).not.toBe(first);
    state = closeDialog(state);
    expect(state.open?.seq).toBe(first);
  });

  it('ignores a close for a dialog that is not the open one', () => {
    const state = openDialog(EMPTY_DIALOG_STATE, { id: 'signIn' });
    expect(closeDialog(state, 'miniCart')).toBe(state);
    expect(closeDialog(state, 'signIn').open).toBeNull();
  });

  it('closing when nothing is open changes nothing', () => {
    expect(closeDialog(EMPTY_DIALOG_STATE)).toBe(EMPTY_DIALOG_STATE);
  });

  it('closeAll drops kept dialogs too', () => {
    let state = openDialog(EMPTY_DIALOG_STATE, { id: 'quickshop', keep: true });
    state = openDialog(state, { id: 'signIn' });
    state = closeAllDialogs(state);
    expect(state.open).toBeNull();
    expect(state.kept).toEqual([]);
    expect(closeAllDialogs(state)).toBe(state);
  });

  it('does not change the state it was given', () => {
    const before = openDialog(EMPTY_DIALOG_STATE, { id: 'quickshop', keep: true });
    const snapshot = structuredClone(before);
    openDialog(before, { id: 'signIn' });
    closeDialog(before);
    expect(before).toEqual(snapshot);
  });
});
