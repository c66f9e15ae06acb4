import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { recordProfileUpdates } from '../../../testing/profile-updates';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';

const sim = useTestSimulator();
useAccountTestSetup();
const PASSWORD = 'Trail2026!';

describe('loyalty sign-up (spec 001 sections 4 and 6)', { timeout: 30_000 }, () => {
  it('a signed-in consumer joins with the known details prefilled: a Loyalty enrollment on the profile', async () => {
    const bodies = recordProfileUpdates();
    const app = renderApp(sim, '/en-us/account');
    await act(() => app.services.commerce.session.signIn('registered@example.com', PASSWORD));
    act(() => dialogStore.open('loyaltySignUp'));

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Join the loyalty programme' },
      { timeout: 5000 },
    );
    expect(await within(dialog).findByLabelText(/^Email/)).toHaveValue('registered@example.com');
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue('Ana');
    expect(within(dialog).getByLabelText(/^Last name/)).toHaveValue('Lima');

    await app.user.click(within(dialog).getByRole('button', { name: 'Join now' }));
    const terms = within(dialog).getByRole('checkbox', { name: /loyalty programme terms/ });
    await waitFor(() => expect(terms).toHaveAttribute('aria-invalid', 'true'));
    expect(bodies).toEqual([]);

    await app.user.click(terms);
    await app.user.click(within(dialog).getByRole('button', { name: 'Join now' }));
    expect(await screen.findByText('You joined the loyalty programme.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        consumerProfile: {
          consumerDetails: { firstName: 'Ana', lastName: 'Lima' },
          enrollments: [{ type: 'Loyalty', optin: true, country: 'US' }],
        },
      },
    ]);
  });

  it('the sign-in dialog offers joining the loyalty programme ; for a guest it opens the sign-up in its loyalty variant', async () => {
    const app = renderApp(sim, '/en-us/account');
    act(() => dialogStore.open('signIn'));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 });
    await app.user.click(within(signIn).getByRole('button', { name: 'Join the loyalty programme' }));
    await waitFor(() =>
      expect(dialogStore.getState().open).toMatchObject({ id: 'signUp', props: { loyalty: true } }),
    );
  });

  it('without the loyalty features the sign-in dialog has no join button', async () => {
    localStorage.setItem('storefront.flags', JSON.stringify({ loyaltyFeatures: false }));
    renderApp(sim, '/en-us/account');
    act(() => dialogStore.open('signIn'));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 });
    expect(within(signIn).queryByRole('button', { name: 'Join the loyalty programme' })).toBeNull();
  });
});
