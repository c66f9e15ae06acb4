import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { resetPasswordPath } from './reset-link';

const sim = useTestSimulator();
useAccountTestSetup();

const EMAIL = 'registered@example.com';
const NEW_PASSWORD = 'Summit2027';

/** The newest reset code the simulator "mailed" this test's session (GET /__harness/outbox). */
async function mailedCode(): Promise<string> {
  const outbox = (await sim.control('GET', '/outbox')) as { resetCodes: { code: string; email: string }[] };
  const [newest] = outbox.resetCodes;
  if (!newest) throw new Error('no reset code was mailed');
  return newest.code;
}

async function openPage(path: string, heading: string) {
  const app = renderApp(sim, path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 8000 });
  return { ...app, main: within(screen.getByRole('main')) };
}

describe('forgot password', { timeout: 30_000 }, () => {
  it('asks for a valid email, then answers the same way for any account', async () => {
    const { user, main } = await openPage('/en-us/forgot-password', 'Reset your password');
    const email = main.getByLabelText(/^Email/);
    await user.click(main.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required'));
    await user.type(email, 'not-an-email');
    await user.click(main.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is not valid'));

    await user.clear(email);
    await user.type(email, EMAIL);
    await user.click(main.getByRole('button', { name: 'Send reset link' }));
    expect(await main.findByText('Check your email')).toBeInTheDocument();
    expect(main.getByText(/If an account exists for registered@example.com/)).toBeInTheDocument();
    expect(await mailedCode()).toMatch(/^rc-/);
    expect(main.getByRole('link', { name: 'I have a reset code' })).toHaveAttribute(
      'href',
      '/en-us/reset-password?email=registered%40example.com',
    );
  });
});

describe('reset password with the link or the code', { timeout: 30_000 }, () => {
  it('ticks the checklist live and gives each broken rule its own message on the new password', async () => {
    const { user, main } = await openPage(
      resetPasswordPath('en-us', { email: EMAIL, code: 'rc-whatever' }),
      'Choose a new password',
    );
    expect(main.getByText('Choose a new password for registered@example.com.')).toBeInTheDocument();
    const password = main.getByLabelText(/^New password/);
    const confirm = main.getByLabelText(/^Confirm new password/);
    const submit = main.getByRole('button', { name: 'Save new password' });
    const item = (name: string) => main.getByText(name).closest('li') as HTMLElement;
    expect(password).toHaveAccessibleDescription(/Eight or more characters \(missing\)/);

    await user.type(password, 'abc');
    expect(item('One lowercase letter')).toHaveTextContent('(done)');
    expect(item('One uppercase letter')).toHaveTextContent('(missing)');
    await user.click(submit);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters\./),
    );
    expect(confirm).toHaveAccessibleDescription('This field is required');

    const cases: [string, string][] = [
      ['lowercase1', 'Add at least one uppercase letter.'],
      ['UPPERCASE1', 'Add at least one lowercase letter.'],
      ['NoDigitsHere', 'Add at least one number.'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(password);
      await user.type(password, typed);
      await user.click(submit);
      await waitFor(() => expect(password).toHaveAccessibleDescription(new RegExp(message)));
    }
    await user.clear(password);
    await user.type(password, NEW_PASSWORD);
    for (const rule of [
      'Eight or more characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
    ])
      expect(item(rule)).toHaveTextContent('(done)');
    await user.type(confirm, 'Summit2028');
    await user.click(submit);
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Passwords do not match.'));
  });

  it('shows the email of a mangled link so it can be fixed, instead of refusing to submit silently', async () => {
    const { user, main } = await openPage(
      resetPasswordPath('en-us', { email: 'registered@example', code: 'rc-whatever' }),
      'Choose a new password',
    );
    expect(main.queryByLabelText(/^Email/)).toBeNull();
    await user.type(main.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(main.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await user.click(main.getByRole('button', { name: 'Save new password' }));
    expect(await main.findByLabelText(/^Email/)).toHaveAccessibleDescription('Email is not valid');
  });

  it('shows an expired link (AUT402) in the error notice with a way to a new link', async () => {
    const { user, main } = await openPage(
      resetPasswordPath('en-us', { email: EMAIL, code: 'rc-expired-0001' }),
      'Choose a new password',
    );
    await user.type(main.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(main.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await user.click(main.getByRole('button', { name: 'Save new password' }));
    const alert = await main.findByRole('alert');
    expect(alert).toHaveTextContent('This password reset link has expired. Please request a new one.');
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/en-us/forgot-password',
    );
  });

  it('resets with the typed code, refuses the current password (AUT451) on its field, then signs in with the new one', async () => {
    const { user, main, services } = await openPage('/en-us/forgot-password', 'Reset your password');
    await user.type(main.getByLabelText(/^Email/), EMAIL);
    await user.click(main.getByRole('button', { name: 'Send reset link' }));
    await user.click(await main.findByRole('link', { name: 'I have a reset code' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    const page = within(screen.getByRole('main'));
    expect(page.getByLabelText(/^Email/)).toHaveValue(EMAIL);
    await user.type(page.getByLabelText(/^Reset code/), await mailedCode());
    const password = page.getByLabelText(/^New password/);
    const confirm = page.getByLabelText(/^Confirm new password/);

    await user.type(password, 'Trail2026!');
    await user.type(confirm, 'Trail2026!');
    await user.click(page.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        /Your new password must be different from your current password\./,
      ),
    );

    await user.clear(password);
    await user.type(password, NEW_PASSWORD);
    await user.clear(confirm);
    await user.type(confirm, NEW_PASSWORD);
    await user.click(page.getByRole('button', { name: 'Save new password' }));
    expect(await page.findByText('Your password has been changed')).toBeInTheDocument();

    await user.click(page.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 });
    await user.type(within(dialog).getByLabelText(/^Email/), EMAIL);
    await user.type(within(dialog).getByLabelText(/^Password/), NEW_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('You are signed in', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(services.commerce.deps.session.get().consumerType).toBe('REGISTERED');
  });
});
