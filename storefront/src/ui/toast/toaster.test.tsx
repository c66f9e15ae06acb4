import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { TOAST_DELAY_MS, TOAST_POLL_MS } from './toast-queue';
import { createToastStore } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('announces toasts politely and errors as alerts', async () => {
    const store = createToastStore();
    render(<Toaster store={store} />, { wrapper: TestIntlProvider });
    act(() => {
      store.show({ title: 'Added to cart', message: 'Nuptse Jacket', tone: 'success' });
      store.show({ title: 'Something went wrong', tone: 'error', autoClose: false });
    });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // The card's code arrives with the first toast (its own chunk), into the live region already there.
    expect(await within(status).findByText('Added to cart')).toBeInTheDocument();
    expect(within(status).getByText('Nuptse Jacket')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('closes by itself after the delay', async () => {
    const store = createToastStore();
    render(<Toaster store={store} />, { wrapper: TestIntlProvider });
    act(() => {
      store.show({ title: 'Saved' });
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DELAY_MS + TOAST_POLL_MS));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('runs the action and dismisses; the close button dismisses', async () => {
    const store = createToastStore();
    const undo = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Toaster store={store} />, { wrapper: TestIntlProvider });
    act(() => {
      store.show({ title: 'Item removed', action: { label: 'Undo', onClick: undo } });
      store.show({ title: 'Other' });
    });
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByText('Item removed')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Other')).toBeNull();
  });
});
