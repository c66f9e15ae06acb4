import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';

const sim = useTestSimulator();
useAccountTestSetup();
const PASSWORD = 'Trail2026!';

/** Opens the sign-in dialog with the simplified-enrolment flag on and continues with an email. */
async function continueWithEmail(email: string) {
  localStorage.setItem('storefront.flags', JSON.stringify({ simplifiedEnrolment: true }));
  const app = renderApp(sim, '/en-us/account');
  act(() => dialogStore.open('signIn'));
  const variant = await screen.findByRole(
    'dialog',
    { name: 'Sign in or create an account' },
    { timeout: 8000 },
  );
  await app.user.type(within(variant).getByLabelText(/^Email/), email);
  await app.user.click(within(variant).getByRole('button', { name: 'Continue' }));
  return app;
}

describe('the simplified-enrolment variant of the sign-in dialog (its flag on)', { timeout: 30_000 }, () => {
  it('asks for the email first, then signs an existing account in with the email prefilled', async () => {
    const app = await continueWithEmail('registered@example.com');

    const signIn = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 5000 });
    expect(within(signIn).getByLabelText(/^Email/)).toHaveValue('registered@example.com');
    await app.user.type(within(signIn).getByLabelText(/^Password/), PASSWORD);
    await app.user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.services.commerce.deps.session.get().consumerType).toBe('REGISTERED'));
  });

  it('sends a new email to the sign-up dialog', async () => {
    await continueWithEmail('first.time@example.com');
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
