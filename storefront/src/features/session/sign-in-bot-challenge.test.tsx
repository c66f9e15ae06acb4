import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorTexts } from '../../i18n/catalogues/en/error-texts';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { dialogStore } from '../../ui/dialog/dialog-store';
import { toastStore } from '../../ui/toast/toast-store';

const sim = useTestSimulator();

// The sign-in steps and the challenge load as lazy chunks: load them once up front, not inside a test's wait.
beforeAll(async () => {
  await import('../../commerce/sign-in');
  await import('../../features/bot-defence/present-bot-challenge');
  await import('../../commerce/bot-defence/challenge-retry');
});

afterEach(() => {
  dialogStore.closeAll();
  toastStore.clear();
});

const CHALLENGE = errorTexts['error.botChallenge.title'];

/** Signs in as registered@example.com from the account page's prompt; answers the sign-in dialog. */
async function submitSignIn() {
  const app = renderApp(sim, '/en-us/account');
  const main = await screen.findByRole('main', {}, { timeout: 8000 });
  await app.user.click(await within(main).findByRole('button', { name: 'Sign in' }, { timeout: 8000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 });
  await app.user.type(within(dialog).getByLabelText(/^Email/), 'registered@example.com');
  await app.user.type(within(dialog).getByLabelText(/^Password/), 'Trail2026!');
  await app.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  return { ...app, dialog };
}

/** The challenge over the sign-in dialog, drawn by the stand-in provider. */
const challengeDialog = async () => {
  const challenge = await screen.findByRole('dialog', { name: CHALLENGE }, { timeout: 8000 });
  await within(challenge).findByRole('checkbox', { name: 'I am not a robot' }, { timeout: 8000 });
  return challenge;
};

describe('sign-in when the bot check refuses it (403 with an appId)', { timeout: 30_000 }, () => {
  it('presents the challenge; once it is solved the sign-in goes through', async () => {
    await sim.control('POST', '/bot-check', { failNext: 1 });
    const { user, dialog } = await submitSignIn();
    const challenge = await challengeDialog();
    // The sign-in dialog stays underneath, its call waiting.
    expect(dialog).toBeInTheDocument();

    // Verify without ticking the box says so, and sends nothing.
    await user.click(within(challenge).getByRole('button', { name: 'Verify' }));
    expect(await within(challenge).findByRole('alert')).toHaveTextContent('Tick the box first.');
    expect(await sim.control('GET', '/bot-check')).toMatchObject({ challenged: true, openChallenges: 1 });

    await user.click(within(challenge).getByRole('checkbox', { name: 'I am not a robot' }));
    await user.click(within(challenge).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: CHALLENGE })).toBeNull(), {
      timeout: 8000,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull(), {
      timeout: 8000,
    });
    // Signed in: the header shows the account menu.
    expect(
      await screen.findByRole('button', { name: /^Account menu for / }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await sim.control('GET', '/bot-check')).toMatchObject({ challenged: false, failNext: 0 });
  });

  it('shows AUT403’s message on the sign-in form when the call made once more is refused again', async () => {
    await sim.control('POST', '/bot-check', { failNext: 2 });
    const { user, dialog } = await submitSignIn();
    const challenge = await challengeDialog();
    await user.click(within(challenge).getByRole('checkbox', { name: 'I am not a robot' }));
    await user.click(within(challenge).getByRole('button', { name: 'Verify' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent(errorTexts['error.AUT403']);
    // Challenged once only.
    expect(screen.queryByRole('dialog', { name: CHALLENGE })).toBeNull();
  });

  it('shows AUT403’s message on the sign-in form when the challenge is cancelled', async () => {
    await sim.control('POST', '/bot-check', { failNext: 1 });
    const { user, dialog } = await submitSignIn();
    const challenge = await challengeDialog();
    await user.click(within(challenge).getByRole('button', { name: 'Cancel' }));
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent(errorTexts['error.AUT403']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CHALLENGE })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBe(dialog);
  });
});
