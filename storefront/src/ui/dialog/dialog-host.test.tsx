import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { Dialog } from './dialog';
import { type DialogComponentRegistry, DialogHost } from './dialog-host';
import { createDialogStore, useDialogs } from './dialog-store';

function Quickshop({ productId, onClose }: { productId: string; onClose: () => void }) {
  return (
    <Dialog title={`Quickshop ${productId}`} onClose={onClose}>
      quick
    </Dialog>
  );
}

const SignIn = lazy(async () => ({
  default: ({ onClose }: { onClose: () => void }) => (
    <Dialog title="Sign in" onClose={onClose}>
      sign in form
    </Dialog>
  ),
}));

const registry: DialogComponentRegistry = { quickshop: Quickshop, signIn: SignIn };

describe('DialogHost and useDialogs', () => {
  it('renders nothing until a dialog opens, then the registered component with its props', async () => {
    const store = createDialogStore();
    render(<DialogHost registry={registry} store={store} />, { wrapper: TestIntlProvider });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.open('quickshop', { productId: 'NF0A5G2S' }));
    expect(screen.getByRole('dialog', { name: 'Quickshop NF0A5G2S' })).toBeInTheDocument();
  });

  it('loads a lazy dialog, and reopens a kept dialog after the new one closes', async () => {
    const store = createDialogStore();
    render(<DialogHost registry={registry} store={store} />, { wrapper: TestIntlProvider });
    act(() => store.open('quickshop', { productId: 'A1B2C3D4' }, { keep: true }));
    act(() => store.open('signIn'));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Quickshop/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Quickshop A1B2C3D4' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders nothing for an id without a registered component', () => {
    const store = createDialogStore();
    render(<DialogHost registry={registry} store={store} />, { wrapper: TestIntlProvider });
    act(() => store.open('miniCart'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().open?.id).toBe('miniCart');
  });

  it('useDialogs opens and reports the current dialog', async () => {
    const store = createDialogStore();
    function Opener() {
      const dialogs = useDialogs(store);
      return (
        <>
          <button type="button" onClick={() => dialogs.open('quickshop', { productId: 'ZZZZ1111' })}>
            Quick view
          </button>
          <p>current: {dialogs.current?.id ?? 'none'}</p>
        </>
      );
    }
    render(
      <>
        <Opener />
        <DialogHost registry={registry} store={store} />
      </>,
      { wrapper: TestIntlProvider },
    );
    expect(screen.getByText('current: none')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quick view' }));
    expect(screen.getByText('current: quickshop')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Quickshop ZZZZ1111' })).toBeInTheDocument();
  });
});
