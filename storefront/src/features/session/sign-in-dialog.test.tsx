import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorTexts } from '../../i18n/catalogues/en/error-texts';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { dialogStore } from '../../ui/dialog/dialog-store';
import { toastStore } from '../../ui/toast/toast-store';

const sim = useTestSimulator();

// Signing in loads the sign-in steps' lazy chunk: load it once up front so the first test does not time out on the import.
beforeAll(async () => {
  await import('../../commerce/sign-in');
});

afterEach(() => {
  dialogStore.closeAll();
  toastStore.clear();
});

const PASSWORD = 'Trail2026!';

/** The account page as a guest, with the sign-in dialog opened from its prompt. */
async function openSignIn(path = '/en-us/account') {
  const app = renderApp(sim, path);
  // The first render loads the page's module.
  // The account page's own prompt (the header has a Sign in button too).
  const main = await screen.findByRole('main', {}, { timeout: 8000 });
  await app.user.click(await within(main).findByRole('button', { name: 'Sign in' }, { timeout: 8000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 });
  return { ...app, dialog };
}

describe('the sign-in dialog', { timeout: 20_000 }, () => {
  it('shows every form message inline, tied to its field', async () => {
    const { user, dialog } = await openSignIn();
    const email = within(dialog).getByLabelText(/^Email/);
    const password = within(dialog).getByLabelText(/^Password/);

    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('This field is required');

    await user.type(email, 'not-an-email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is not valid'));

    await user.clear(email);
    await user.type(email, `${'a'.repeat(95)}@ex.com`); // 102 characters, well formed
    await waitFor(() => expect(email).toHaveAccessibleDescription('Must be 100 characters or fewer.'));

    await user.type(password, 'x');
    await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid'));
  });

  it('shows the friendly invalid-credentials message for a wrong password', async () => {
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByLabelText(/^Email/), 'registered@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Wrong-password1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The email or password is incorrect. Please try again.');
  });

  it('carries links to reset the password and to contact support in the error notice (spec 001 section 8)', async () => {
    const { user, dialog, router } = await openSignIn();
    await user.type(within(dialog).getByLabelText(/^Email/), 'registered@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Wrong-password1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/en-us/help/contact-us',
    );
    await user.click(within(alert).getByRole('link', { name: 'Reset your password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-us/forgot-password'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers a forgot-password link in a new tab and the create-account prompt', async () => {
    const { dialog } = await openSignIn();
    const forgot = within(dialog).getByRole('link', { name: /Forgot your password/ });
    expect(forgot).toHaveAttribute('href', '/en-us/forgot-password');
    expect(forgot).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('offers no create-account prompt where new sign-ups are not allowed (newSignUpAllowed)', async () => {
    localStorage.setItem('storefront.flags', JSON.stringify({ newSignUpAllowed: false }));
    try {
      const { dialog } = await openSignIn();
      expect(within(dialog).queryByRole('button', { name: 'Create an account' })).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Join the loyalty programme' })).toBeNull();
    } finally {
      localStorage.removeItem('storefront.flags');
    }
  });

  it('signs a registered shopper in: a toast (no dialog to dismiss), account greeting, shopper queries refetched', async () => {
    const { user, dialog, services } = await openSignIn();
    services.queryClient.setQueryData(['cart', 'guest-cart'], { id: 'guest-cart' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'registered@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    const status = await screen.findByRole('status');
    expect(await within(status).findByText('You are signed in')).toBeInTheDocument();
    expect(within(status).getByText('Welcome back, Ana.')).toBeInTheDocument();
    // The sign-in dialog closed and no other opened in its place: the page is the shopper's again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.queryClient.getQueryState(['cart', 'guest-cart'])?.isInvalidated).toBe(true);
    expect(services.commerce.deps.session.get().consumerType).toBe('REGISTERED');
    expect(await screen.findByText('Hello, Ana')).toBeInTheDocument();
    expect(screen.getByText('Signed in as registered@example.com')).toBeInTheDocument();
  });

  it('rides out one 409 on the code exchange, retried after 2 s', async () => {
    const { user, dialog, services } = await openSignIn();
    await waitFor(() => expect(services.commerce.deps.tokens.accessToken()).toBeDefined());
    await sim.control('POST', '/faults', { operation: 'getToken', errorId: 'AUT409', times: 1 });
    await user.type(within(dialog).getByLabelText(/^Email/), 'registered@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), PASSWORD);
    const started = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await screen.findByText('You are signed in', {}, { timeout: 6000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });

  it('shows the duplicated-token text when the retry answers 409 again', async () => {
    const { user, dialog, services } = await openSignIn();
    await waitFor(() => expect(services.commerce.deps.tokens.accessToken()).toBeDefined());
    await sim.control('POST', '/faults', { operation: 'getToken', errorId: 'AUT409', times: 2 });
    await user.type(within(dialog).getByLabelText(/^Email/), 'registered@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(
      errorTexts['error.AUT409'],
    );
    expect(services.commerce.deps.session.get().consumerType).toBe('GUEST');
  });

  it('lands on the account page after a sign-in with a guest order pending', async () => {
    const { user, router } = renderApp(sim, '/en-us/order-confirmation');
    act(() => dialogStore.open('signIn', { pendingOrder: { orderNo: 'EC00012345', st: 'st-guest-order' } }));
    // The first open loads the dialog's module (and Zod with it).
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 });
    await user.type(within(dialog).getByLabelText(/^Email/), 'registered@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-us/account'));
  });

  it('signs out from the account page: guest again, shopper data dropped, Success, home', async () => {
    const { user, dialog, services, router } = await openSignIn();
    await user.type(within(dialog).getByLabelText(/^Email/), 'registered@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Hello, Ana');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-us'));
    expect(services.commerce.deps.session.get().consumerType).toBe('GUEST');
    const profiles = services.queryClient.getQueryCache().findAll({ queryKey: ['profile'] });
    expect(profiles.filter((q) => q.state.data !== undefined)).toEqual([]);
  });
});
