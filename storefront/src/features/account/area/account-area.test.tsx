import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';

const sim = useTestSimulator();
useAccountTestSetup();

describe('the account area', { timeout: 30_000 }, () => {
  it('asks a guest to sign in, then shows the page asked for with its navigation', async () => {
    const app = renderApp(sim, '/en-us/account');
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 });
    await app.user.type(within(signIn).getByLabelText(/^Email/), 'registered@example.com');
    await app.user.type(within(signIn).getByLabelText(/^Password/), 'Trail2026!');
    await app.user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Hello, Ana', {}, { timeout: 8000 });
    expect(app.router.location.pathname).toBe('/en-us/account');
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(dialogStore.getState().open).toBeNull();
  });

  it('answers an account address no area has with the not-found page', async () => {
    const app = renderApp(sim, '/en-us/account');
    await app.services.commerce.session.signIn('registered@example.com', 'Trail2026!');
    app.router.navigate('/en-us/account/no-such-area');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 8000 });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to your account' })).toBeInTheDocument(),
    );
  });
});
