import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { recordProfileUpdates } from '../../../testing/profile-updates';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { toastStore } from '../../../ui/toast/toast-store';

const sim = useTestSimulator();
useAccountTestSetup();

async function profilePage(email = 'registered@example.com', locale = 'en-us') {
  const app = renderApp(sim, `/${locale}/account/profile`);
  await app.services.commerce.session.signIn(email, 'Trail2026!');
  const form = await screen.findByRole('form', { name: 'Personal details' }, { timeout: 8000 });
  const save = () => app.user.click(within(form).getByRole('button', { name: 'Save changes' }));
  return { app, form, save };
}

const errorToasts = () => toastStore.getQueue().filter((toast) => toast.tone === 'error');

describe('the profile page', { timeout: 30_000 }, () => {
  it('shows the profile and saves edits: phone stored with its dial code, interests joined by a pipe', async () => {
    const bodies = recordProfileUpdates();
    const { app, form, save } = await profilePage();
    const first = within(form).getByLabelText(/^First name/);
    expect(first).toHaveValue('Ana');
    await app.user.clear(first);
    await app.user.type(first, 'Anabel');
    const phone = within(form).getByLabelText(/^Mobile phone/);
    await app.user.clear(phone);
    await app.user.type(phone, '6045550199');
    expect(phone).toHaveValue('(604) 555 - 0199');
    const shoeSize = within(form).getByLabelText(/^Preferred shoe size/);
    await app.user.clear(shoeSize);
    await app.user.type(shoeSize, '9.5');
    // The seeded shopper likes hiking and trail running: one off, one on.
    await app.user.click(within(form).getByRole('checkbox', { name: 'Hiking' }));
    await app.user.click(within(form).getByRole('checkbox', { name: 'Camping' }));
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      consumerProfile: {
        consumerDetails: { firstName: 'Anabel', phone: '+16045550199' },
        preferences: { preferredShoeSize: '9.5', interests: 'trail-running|camping' },
      },
    });
    await waitFor(() =>
      expect(toastStore.getQueue().some((t) => t.title === 'Your profile is saved.')).toBe(true),
    );
    // The saved profile is what the page now shows (the header's greeting reads the same cache).
    expect(await app.services.commerce.session.profile()).toMatchObject({
      consumerDetails: { firstName: 'Anabel', phone: '+16045550199' },
    });
  });

  it('says "Profile not loaded" (PRO404) with a retry when the profile does not load', async () => {
    const app = renderApp(sim, '/en-us/account/profile');
    await app.services.commerce.session.signIn('noprofile@example.com', 'Trail2026!');
    const title = await screen.findByText('We could not load your profile.', {}, { timeout: 8000 });
    const banner = title.closest('[role="alert"]') as HTMLElement;
    expect(banner).toHaveTextContent('We could not load your profile.');
    expect(banner).toHaveTextContent('Profile not loaded');
    expect(within(banner).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each(['PRO412', 'PRO418', 'PRO404'])('shows %s as a sticky error toast', async (errorId) => {
    const { save } = await profilePage();
    await sim.control('POST', '/faults', { operation: 'updateConsumer', errorId, times: 1 });
    await save();
    await waitFor(() => expect(errorToasts()).toHaveLength(1));
    expect(errorToasts()[0]?.expiresAt).toBeNull();
  });

  it('shows the minimum age failure (PRO410) on the birth date', async () => {
    const { form, save } = await profilePage();
    await sim.control('POST', '/faults', { operation: 'updateConsumer', errorId: 'PRO410', times: 1 });
    await save();
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Birth date/)).toHaveAccessibleDescription(
        /does not meet the minimum age/,
      ),
    );
    expect(errorToasts()).toHaveLength(0);
  });

  it('re-validates the birth date as required on a missing birth date (PRO411)', async () => {
    const { app, form, save } = await profilePage('partial@example.com');
    const birthDate = within(form).getByLabelText(/^Birth date/);
    await app.user.clear(birthDate);
    await sim.control('POST', '/faults', { operation: 'updateConsumer', errorId: 'PRO411', times: 1 });
    await save();
    await waitFor(() => expect(birthDate).toHaveAccessibleDescription(/This field is required/));
    expect(errorToasts()).toHaveLength(0);
  });

  it("puts another consumer's phone (AUT444) on the phone field", async () => {
    const { form, save } = await profilePage();
    await sim.control('POST', '/faults', { operation: 'updateConsumer', errorId: 'AUT444', times: 1 });
    await save();
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Mobile phone/)).toHaveAccessibleDescription(
        /already linked to another account/,
      ),
    );
  });

  it('holds the change-password section', async () => {
    await profilePage();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });
});
