import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { toastStore } from '../../../ui/toast/toast-store';

const sim = useTestSimulator();
useAccountTestSetup();

const EMAIL = 'registered@example.com';
const PASSWORD = 'Trail2026!';

/** Signed in on the profile page, with the change-password dialog open. */
async function openChangePassword() {
  const app = renderApp(sim, '/en-us/account/profile');
  const main = await screen.findByRole('main', {}, { timeout: 8000 });
  await app.user.click(await within(main).findByRole('button', { name: 'Sign in' }, { timeout: 8000 }));
  const signIn = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 });
  await app.user.type(within(signIn).getByLabelText(/^Email/), EMAIL);
  await app.user.type(within(signIn).getByLabelText(/^Password/), PASSWORD);
  await app.user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 8000 });
  act(() => toastStore.clear());
  await app.user.click(screen.getByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change password' }, { timeout: 8000 });
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  const form = {
    current: field(/^Current password/),
    password: field(/^New password/),
    confirm: field(/^Confirm new password/),
  };
  async function submit(current: string, password: string, confirm = password) {
    for (const [input, value] of [
      [form.current, current],
      [form.password, password],
      [form.confirm, confirm],
    ] as const) {
      await app.user.clear(input);
      if (value) await app.user.type(input, value);
    }
    await app.user.click(within(dialog).getByRole('button', { name: 'Save password' }));
  }
  return { ...app, dialog, ...form, submit };
}

describe('change password from the profile page', { timeout: 40_000 }, () => {
  it('puts each problem on its field: the form rules, then the server ids AUT450, AUT451 and AUT452', async () => {
    const { current, password, confirm, submit } = await openChangePassword();

    await submit('', '', '');
    await waitFor(() => expect(current).toHaveAccessibleDescription('This field is required'));
    expect(password).toHaveAccessibleDescription(/This field is required/);

    await submit(PASSWORD, 'Ab1');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters\./),
    );
    await submit(PASSWORD, 'lowercase1');
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Add at least one uppercase letter\./));
    await submit(PASSWORD, 'UPPERCASE1');
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Add at least one lowercase letter\./));
    await submit(PASSWORD, 'NoDigitsHere');
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Add at least one number\./));
    await submit(PASSWORD, 'Summit2027', 'Summit2028');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Passwords do not match.'));

    // The server's answers (the simulator's real rules), each on the field the catalogue names.
    await submit('Not-the-password1', 'Summit2027');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is incorrect.'));
    await submit(PASSWORD, PASSWORD);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        /Your new password must be different from your current password\./,
      ),
    );
  });

  it('changes the password (a toast, the dialog closed); the old one is then refused as recently used (AUT452)', async () => {
    const { dialog, submit, user } = await openChangePassword();
    await submit(PASSWORD, 'Summit2027');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const again = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(again).getByLabelText(/^Current password/), 'Summit2027');
    await user.type(within(again).getByLabelText(/^New password/), PASSWORD);
    await user.type(within(again).getByLabelText(/^Confirm new password/), PASSWORD);
    await user.click(within(again).getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(within(again).getByLabelText(/^New password/)).toHaveAccessibleDescription(
        /This password was used recently\. Please choose a different one\./,
      ),
    );
  });

  it('shows a failure the form has no field for in its error notice', async () => {
    const { dialog, submit } = await openChangePassword();
    await sim.control('POST', '/faults', { operation: 'changePassword', errorId: 'PRO415', times: 1 });
    await submit(PASSWORD, 'Summit2027');
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });
});
