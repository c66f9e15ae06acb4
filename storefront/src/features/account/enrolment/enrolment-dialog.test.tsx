import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { recordProfileUpdates } from '../../../testing/profile-updates';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';
import { openEnrolment } from './open-enrolment';

const sim = useTestSimulator();
useAccountTestSetup();
const PASSWORD = 'Trail2026!';

async function joinPage(signInAs?: string) {
  const app = renderApp(sim, '/en-us/loyalty/join');
  if (signInAs) await act(() => app.services.commerce.session.signIn(signInAs, PASSWORD));
  const join = await screen.findByRole('button', { name: 'Join now' }, { timeout: 5000 });
  await app.user.click(join);
  return app;
}

/** A signed-in shopper's enrolment, opened as the account page or the loyalty sign-up open it. */
async function signedInEnrolment(email: string) {
  const app = renderApp(sim, '/en-us/account');
  await act(() => app.services.commerce.session.signIn(email, PASSWORD));
  act(() => openEnrolment(dialogStore, { signedIn: true }));
  return app;
}

describe('the enrolment dialogs against the simulator', { timeout: 30_000 }, () => {
  it('a guest starts at lookup; an existing email opens the sign-in dialog prefilled', async () => {
    const { user } = await joinPage();
    const dialog = await screen.findByRole('dialog', { name: 'Join our loyalty programme' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'registered@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const signIn = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 5000 });
    expect(within(signIn).getByLabelText(/^Email/)).toHaveValue('registered@example.com');
  });

  it('after the sign-in the sign-in confirmation, then welcome, then the entry rule', async () => {
    const bodies = recordProfileUpdates();
    const { user } = await joinPage();
    const dialog = await screen.findByRole('dialog', { name: 'Join our loyalty programme' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'registered@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 5000 });
    await user.type(within(signIn).getByLabelText(/^Password/), PASSWORD);
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));

    const confirmation = await screen.findByRole('dialog', { name: 'You are signed in' }, { timeout: 5000 });
    expect(confirmation).toHaveTextContent(
      'Welcome back, Ana. This is the account of registered@example.com.',
    );
    // The confirmation says it: no sign-in toast as well.
    expect(screen.queryByText('You are signed in', { selector: '[role="status"] *' })).toBeNull();
    await user.click(within(confirmation).getByRole('button', { name: 'Continue' }));

    const welcome = await screen.findByRole(
      'dialog',
      { name: 'Welcome to the loyalty programme' },
      { timeout: 5000 },
    );
    // Not a member yet: joining needs the terms, and writes the Loyalty enrollment at once.
    await user.click(within(welcome).getByRole('button', { name: 'Join now' }));
    const terms = within(welcome).getByRole('checkbox', { name: /loyalty programme terms/ });
    await waitFor(() => expect(terms).toHaveAttribute('aria-invalid', 'true'));
    await user.click(terms);
    await user.click(within(welcome).getByRole('button', { name: 'Join now' }));
    // registered@example.com has a phone: the profile step comes next.
    await screen.findByRole('dialog', { name: 'About you' });
    expect(bodies).toEqual([
      {
        consumerProfile: {
          consumerDetails: {},
          enrollments: [{ type: 'Loyalty', optin: true, country: 'US' }],
        },
      },
    ]);
  });

  it('a new email opens the sign-up dialog with the email', async () => {
    const { user } = await joinPage();
    const dialog = await screen.findByRole('dialog', { name: 'Join our loyalty programme' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'brand.new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(dialogStore.getState().open).toMatchObject({
        id: 'signUp',
        // The enrolment has its own interests step: none after the sign-up.
        props: { email: 'brand.new@example.com', skipInterests: true },
      }),
    );
    // The enrolment is kept: it comes back when the sign-up closes.
    expect(dialogStore.getState().kept.map((entry) => entry.id)).toEqual(['welcome']);
  });

  it('where new sign-ups are not allowed, a new email gets a notice and the lookup stays (no dead end)', async () => {
    localStorage.setItem('storefront.flags', JSON.stringify({ newSignUpAllowed: false }));
    const { user } = await joinPage();
    const dialog = await screen.findByRole('dialog', { name: 'Join our loyalty programme' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'brand.new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/There is no account for this email yet/)).toBeInTheDocument();
    expect(dialogStore.getState().open?.id).toBe('welcome');
  });

  it('a malformed email that passes the form shows AUT453 on the email field', async () => {
    const { user } = await joinPage();
    const dialog = await screen.findByRole('dialog', { name: 'Join our loyalty programme' });
    const email = within(dialog).getByLabelText(/^Email/);
    await sim.control('POST', '/faults', { operation: 'lookupConsumer', errorId: 'AUT453', times: 1 });
    await user.type(email, 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  });

  it('a signed-in shopper without a phone goes mobile, profile, interests, success, each writing a Loyalty enrollment', async () => {
    const bodies = recordProfileUpdates();
    const { user } = await signedInEnrolment('partial@example.com');

    const mobile = await screen.findByRole('dialog', { name: 'Your mobile number' }, { timeout: 5000 });
    const phone = within(mobile).getByLabelText(/^Mobile phone/);
    await user.type(phone, '2065550177');
    expect(phone).toHaveValue('(206) 555 - 0177');
    await user.click(within(mobile).getByRole('button', { name: 'Save and continue' }));

    const profile = await screen.findByRole('dialog', { name: 'About you' });
    expect(within(profile).getByLabelText(/^First name/)).toHaveValue('Ivy');
    expect(within(profile).getByLabelText(/^Birth date/)).toHaveValue('02/14/1998');
    await user.click(within(profile).getByRole('button', { name: 'Save and continue' }));

    const interests = await screen.findByRole('dialog', { name: 'Your interests' });
    await user.click(within(interests).getByRole('checkbox', { name: 'Hiking' }));
    await user.click(within(interests).getByRole('checkbox', { name: 'Camping' }));
    await user.click(within(interests).getByRole('button', { name: 'Save and continue' }));

    await screen.findByRole('dialog', { name: 'You are all set' });
    const loyalty = [{ type: 'Loyalty', optin: true, country: 'US' }];
    expect(bodies).toEqual([
      { consumerProfile: { consumerDetails: { phone: '+12065550177' }, enrollments: loyalty } },
      {
        consumerProfile: {
          consumerDetails: {
            firstName: 'Ivy',
            lastName: 'Chen',
            postalCode: '10001',
            birthDate: '1998-02-14',
          },
          enrollments: loyalty,
        },
      },
      {
        consumerProfile: {
          consumerDetails: {},
          preferences: { interests: 'hiking|camping' },
          enrollments: loyalty,
        },
      },
    ]);
  });

  it("another consumer's phone shows on the phone field (AUT444)", async () => {
    const { user } = await signedInEnrolment('partial@example.com');
    const mobile = await screen.findByRole('dialog', { name: 'Your mobile number' }, { timeout: 5000 });
    const phone = within(mobile).getByLabelText(/^Mobile phone/);
    await user.type(phone, '4155550102'); // loyalty@example.com's
    await user.click(within(mobile).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('dialog', { name: 'Your mobile number' })).toBeInTheDocument();
  });

  it('a signed-in shopper with a phone starts at the profile step', async () => {
    await signedInEnrolment('registered@example.com');
    await screen.findByRole('dialog', { name: 'About you' }, { timeout: 5000 });
  });

  it('the join page takes a signed-in non-member through the loyalty sign-up, then the complete-profile steps', async () => {
    const { user } = await joinPage('partial@example.com');
    const loyalty = await screen.findByRole(
      'dialog',
      { name: 'Join the loyalty programme' },
      { timeout: 5000 },
    );
    await user.click(await within(loyalty).findByRole('checkbox', { name: /loyalty programme terms/ }));
    await user.click(within(loyalty).getByRole('button', { name: 'Join now' }));
    // Ivy has no phone: enrolment goes on at the mobile step (spec 000 section 4).
    await screen.findByRole('dialog', { name: 'Your mobile number' }, { timeout: 5000 });
  });
});
