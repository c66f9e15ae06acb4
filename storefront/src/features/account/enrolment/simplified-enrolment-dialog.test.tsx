import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';

const sim = useTestSimulator();
const PASSWORD = 'Trail2026!';

beforeAll(async () => {
  await import('../../../commerce/sign-in');
});
afterEach(() => {
  dialogStore.closeAll();
  localStorage.removeItem('storefront.flags');
});

describe('the simplified-enrolment variant of the sign-in dialog (its flag on)', { timeout: 30_000 }, () => {
  it('asks for the email first, then signs an existing account in with the email prefilled', async () => {
    localStorage.setItem('storefront.flags', JSON.stringify({ simplifiedEnrolment: true }));
    const app = renderApp(sim, '/en-us/account');
    act(() => dialogStore.open('signIn'));
    const variant = await screen.findByRole(
      'dialog',
      { name: 'Sign in or create an account' },
      { timeout: 8000 },
    );
    await app.user.type(within(variant).getByLabelText(/^Email/), 'registered@example.com');
    await app.user.click(within(variant).getByRole('button', { name: 'Continue' }));

    const signIn = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 5000 });
    expect(within(signIn).getByLabelText(/^Email/)).toHaveValue('registered@example.com');
    await app.user.type(within(signIn).getByLabelText(/^Password/), PASSWORD);
    await app.user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.services.commerce.deps.session.get().consumerType).toBe('REGISTERED'));
  });

  it('sends a new email to the sign-up dialog', async () => {
    localStorage.setItem('storefront.flags', JSON.stringify({ simplifiedEnrolment: true }));
    const app = renderApp(sim, '/en-us/account');
    act(() => dialogStore.open('signIn'));
    const variant = await screen.findByRole(
      'dialog',
      { name: 'Sign in or create an account' },
      { timeout: 8000 },
    );
    await app.user.type(within(variant).getByLabelText(/^Email/), 'first.time@example.com');
    await app.user.click(within(variant).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(dialogStore.getState().open).toMatchObject({
        id: 'signUp',
        props: { email: 'first.time@example.com' },
      }),
    );
  });

  it('with the flag off the sign-in dialog is the plain one', async () => {
    localStorage.setItem('storefront.flags', JSON.stringify({ simplifiedEnrolment: false }));
    renderApp(sim, '/en-us/account');
    act(() => dialogStore.open('signIn'));
    await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 });
  });
});
