import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../app/create-services';
import { ServiceProviders } from '../../app/services';
import { SiteConfigProvider } from '../../config/site-config-provider';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { AppDialogHost } from '../../routes/app-dialog-host';
import { TEST_RUNTIME_CONFIG } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { dialogStore } from '../../ui/dialog/dialog-store';
import { toastStore } from '../../ui/toast/toast-store';
import { Toaster } from '../../ui/toast/toaster';
import { AccountButton } from './account-button';
import { EmployeeDiscountBanner } from './employee-discount-banner';

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

/**
 * The session's header slots (account button, employee banner) with the real dialogs and toasts on the
 * test simulator, at `path`: the header that places them belongs to the navigation feature.
 */
function renderHeaderSlots(path: string) {
  const services = createServices(TEST_RUNTIME_CONFIG, {
    extraHeaders: sim.sessionHeader,
    sessionKey: `storefront.session.test.${Math.random()}`,
  });
  const where = { pathname: path };
  function Probe() {
    where.pathname = useLocation().pathname;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <ServiceProviders services={services}>
        <SiteConfigProvider locale="en-us" readOverrides={false}>
          <TestIntlProvider>
            <header>
              <AccountButton />
            </header>
            <EmployeeDiscountBanner />
            <Probe />
            <AppDialogHost />
            <Toaster />
          </TestIntlProvider>
        </SiteConfigProvider>
      </ServiceProviders>
    </MemoryRouter>,
  );
  return { services, where, user: userEvent.setup() };
}

async function signInFromHeader(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 });
  await user.type(within(dialog).getByLabelText(/^Email/), email);
  await user.type(within(dialog).getByLabelText(/^Password/), PASSWORD);
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

describe('the account button', { timeout: 20_000 }, () => {
  it('signs in, shows the first name, and signs out from the cart to the home page', async () => {
    const { user, where, services } = renderHeaderSlots('/en-us/cart');
    await signInFromHeader(user, 'registered@example.com');

    const menuButton = await screen.findByRole('button', { name: 'Account menu for Ana' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en-us/account');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(where.pathname).toBe('/en-us'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(services.commerce.deps.session.get()).toMatchObject({
      consumerType: 'GUEST',
      basketId: undefined,
    });
  });

  it('signs out on a category page without leaving it', async () => {
    const { user, where } = renderHeaderSlots('/en-us/c/mens-jackets-100110');
    await signInFromHeader(user, 'registered@example.com');
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ana' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    expect(where.pathname).toBe('/en-us/c/mens-jackets-100110');
  });

  it('closes its menu with Escape, back on the button', async () => {
    const { user } = renderHeaderSlots('/en-us');
    await signInFromHeader(user, 'registered@example.com');
    const menuButton = await screen.findByRole('button', { name: 'Account menu for Ana' });
    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });
});

describe('an employee signing in', { timeout: 20_000 }, () => {
  it('is asked to accept the discount terms; the banner shows only after accepting', async () => {
    const { user, services } = renderHeaderSlots('/en-us');
    await signInFromHeader(user, 'employee@example.com');

    const terms = await screen.findByRole('dialog', { name: 'Employee discount terms' });
    expect(within(terms).getByRole('link', { name: /full employee discount terms/ })).toHaveAttribute(
      'href',
      '/en-us/associate-discount-terms',
    );
    expect(screen.queryByText(/employee discount is active/)).not.toBeInTheDocument();

    await user.click(within(terms).getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByText(/employee discount is active/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Employee discount terms' })).not.toBeInTheDocument();
    expect((await services.commerce.session.profile()).isEmployeeDiscountTCAccepted).toBe(true);
  });

  it('who chooses "Not now" stays signed in, without the banner', async () => {
    const { user, services } = renderHeaderSlots('/en-us');
    await signInFromHeader(user, 'employee@example.com');
    const terms = await screen.findByRole('dialog', { name: 'Employee discount terms' });
    await user.click(within(terms).getByRole('button', { name: 'Not now' }));
    expect(await screen.findByRole('button', { name: 'Account menu for Fay' })).toBeInTheDocument();
    expect(screen.queryByText(/employee discount is active/)).not.toBeInTheDocument();
    expect(services.commerce.deps.session.get().consumerType).toBe('EMPLOYEE');
  });
});
