import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../app/create-services';
import { ServiceProviders } from '../app/services';
import { SiteConfigProvider } from '../config/site-config-provider';
import { AccountButton } from '../features/session/account-button';
import { TestIntlProvider } from '../i18n/test-intl-provider';
import { TEST_RUNTIME_CONFIG } from '../testing/render-app';
import { useTestSimulator } from '../testing/simulator-server';
import { dialogStore } from '../ui/dialog/dialog-store';
import { Component as AccountPage } from './account-route';
import { AppDialogHost } from './app-dialog-host';

const sim = useTestSimulator();

beforeAll(async () => {
  await import('../commerce/sign-in');
});

afterEach(() => dialogStore.closeAll());

/** A shopper signed in earlier on this device, whose session the backend has since revoked. */
async function revokedShopperServices() {
  const services = createServices(TEST_RUNTIME_CONFIG, {
    extraHeaders: sim.sessionHeader,
    sessionKey: `storefront.session.test.${Math.random()}`,
  });
  const { commerce } = services;
  await commerce.session.signIn('registered@example.com', 'Trail2026!');
  const { refreshToken } = commerce.deps.session.get();
  // Signed out elsewhere: the stored access and refresh tokens are refused from now on.
  await commerce.deps.client.call('signOut', { body: { refreshToken: refreshToken as string } });
  return services;
}

describe('/account with a stored session the backend no longer accepts (issue 21)', {
  timeout: 20_000,
}, () => {
  it('ends signed out: the header offers sign-in and the page the sign-in prompt, no error', async () => {
    const services = await revokedShopperServices();
    render(
      <MemoryRouter initialEntries={['/en-us/account']}>
        <ServiceProviders services={services}>
          <SiteConfigProvider locale="en-us" readOverrides={false}>
            <TestIntlProvider>
              <header>
                <AccountButton />
              </header>
              <main>
                <AccountPage />
              </main>
              <AppDialogHost />
            </TestIntlProvider>
          </SiteConfigProvider>
        </ServiceProviders>
      </MemoryRouter>,
    );

    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'Sign in to your account' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/could not load your profile/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/email or password/i)).not.toBeInTheDocument();
    // The stale session gives way to a guest one (its grant may still be on its way as the prompt shows).
    await waitFor(() => expect(services.commerce.deps.session.get().consumerType).toBe('GUEST'));

    await userEvent.setup().click(within(main).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 })).toBeInTheDocument();
  });
});
