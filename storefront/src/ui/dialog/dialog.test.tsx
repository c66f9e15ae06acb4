import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { Dialog } from './dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open sign in
      </button>
      {open ? (
        <Dialog
          title="Sign in"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <p>Body text</p>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens with showModal and is named by its visible title', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Harness />, { wrapper: TestIntlProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Open sign in' }));
    expect(showModal).toHaveBeenCalledOnce();
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('falls back to the open attribute where showModal is missing', () => {
    const original = HTMLDialogElement.prototype.showModal;
    // @ts-expect-error simulating a DOM without showModal
    HTMLDialogElement.prototype.showModal = undefined;
    try {
      render(
        <Dialog title="T" onClose={() => {}}>
          x
        </Dialog>,
        { wrapper: TestIntlProvider },
      );
      expect(screen.getByRole('dialog', { name: 'T' })).toHaveAttribute('open');
    } finally {
      HTMLDialogElement.prototype.showModal = original;
    }
  });

  it('closes from the close button and returns focus to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />, { wrapper: TestIntlProvider });
    const opener = screen.getByRole('button', { name: 'Open sign in' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on the cancel event (the browser raises it on Escape) without closing itself', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />, { wrapper: TestIntlProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Open sign in' }));
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />, { wrapper: TestIntlProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Open sign in' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a backdrop click but not a click inside', async () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Mini cart" variant="drawer-right" onClose={onClose}>
        <p>Inside</p>
      </Dialog>,
      { wrapper: TestIntlProvider },
    );
    await userEvent.click(screen.getByText('Inside'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('applies size and variant classes and renders a footer', () => {
    render(
      <Dialog
        title="Menu"
        size="lg"
        variant="drawer-left"
        onClose={() => {}}
        footer={<button type="button">Done</button>}
      >
        x
      </Dialog>,
      { wrapper: TestIntlProvider },
    );
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.className).toMatch(/lg/);
    expect(dialog.className).toMatch(/drawer-left/);
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });
});
