import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { InViewObserver } from '../../../testing/in-view-observer';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { DISMISSED_POP_UPS_KEY, dismissedPopUps } from '../../pop-ups/dismissed-pop-ups';

const sim = useTestSimulator();
useAccountTestSetup();
const SLOW = { timeout: 8000 };

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', InViewObserver);
  // The pop-ups have their own tests: out of the way of these flows.
  localStorage.setItem(DISMISSED_POP_UPS_KEY, JSON.stringify({ names: ['welcome-offer', 'loyalty-join'] }));
  dismissedPopUps.reload();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(DISMISSED_POP_UPS_KEY);
});

/** The JSON bodies the storefront sent to a path (the calls pass through to the simulator's handlers). */
function sentBodies(fetchSpy: { mock: { calls: Parameters<typeof fetch>[] } }, path: string): unknown[] {
  return fetchSpy.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));
}

const axeViolations = async (element: Element) => {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
};

async function openFooterNewsletter(app: ReturnType<typeof renderApp>) {
  const footer = await app.findByRole('contentinfo', {}, SLOW);
  await app.findByRole('heading', { level: 1 }, SLOW);
  window.dispatchEvent(new Event('scroll'));
  await app.user.click(
    await within(footer).findByRole('button', { name: 'Sign up for our newsletter' }, SLOW),
  );
  return within(await screen.findByRole('dialog', { name: 'Stay in the loop' }, SLOW));
}

describe('the newsletter form from the footer (spec 001 sections 2, 5, 8)', { timeout: 30_000 }, () => {
  it('checks the email and the policy, creates the profile with a double opt-in subscription, then clears', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const app = renderApp(sim, '/en-us');
    const dialog = await openFooterNewsletter(app);
    expect(dialog.getByRole('heading', { name: 'Sign up for our newsletter' })).toBeInTheDocument();
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
    await app.user.click(dialog.getByRole('button', { name: 'Subscribe' }));
    expect(dialog.getAllByText('This field is required')).toHaveLength(2);
    await app.user.type(dialog.getByLabelText(/^Email/), 'new.reader@');
    await app.user.click(dialog.getByRole('button', { name: 'Subscribe' }));
    expect(dialog.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is not valid');
    await app.user.type(dialog.getByLabelText(/^Email/), 'example.com');
    await app.user.click(dialog.getByRole('checkbox', { name: /I agree to receive emails/ }));
    await app.user.click(dialog.getByRole('button', { name: 'Subscribe' }));
    expect(await dialog.findByText(/Thank you for subscribing/, {}, SLOW)).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Email/)).toHaveValue('');
    expect(dialog.getByRole('checkbox', { name: /I agree to receive emails/ })).not.toBeChecked();
    const [body] = sentBodies(fetchSpy, '/consumers-v3/consumer');
    expect(body).toEqual({
      consumerProfile: {
        consumerDetails: { email: 'new.reader@example.com', source: { acquisitionType: 'Newsletter' } },
        subscriptions: [
          {
            type: 'Newsletter',
            optin: true,
            doubleOptin: true,
            channel: 'email',
            recipient: 'new.reader@example.com',
            category: 'subscription',
            country: 'US',
            region: 'NORA',
            optinDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          },
        ],
      },
    });
  });

  it('shows a refusal as an error notice and keeps what was typed', async () => {
    const app = renderApp(sim, '/en-us');
    const dialog = await openFooterNewsletter(app);
    await app.user.type(dialog.getByLabelText(/^Email/), 'registered@example.com');
    await app.user.click(dialog.getByRole('checkbox', { name: /I agree to receive emails/ }));
    await app.user.click(dialog.getByRole('button', { name: 'Subscribe' }));
    expect(await dialog.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'An account with this email already exists. Sign in instead.',
    );
    expect(dialog.getByLabelText(/^Email/)).toHaveValue('registered@example.com');
  });
});

async function openEventDialog(app: ReturnType<typeof renderApp>) {
  const open = await screen.findByRole('button', { name: 'Register for TrailFest weekend' }, SLOW);
  await app.user.click(open);
  return within(await screen.findByRole('dialog', { name: 'TrailFest weekend' }, SLOW));
}

async function fillEventForm(app: ReturnType<typeof renderApp>, dialog: ReturnType<typeof within>) {
  await app.user.click(await dialog.findByRole('checkbox', { name: 'Friday, June 12, 2026' }, SLOW));
  await app.user.click(dialog.getByRole('checkbox', { name: 'Sunday, June 14, 2026' }));
  await app.user.type(dialog.getByLabelText(/^Guest name/), 'Sam Lima');
  await app.user.click(dialog.getByRole('checkbox', { name: 'I accept the event terms' }));
}

describe('the event sign-up dialog (spec 001 sections 2 to 5, 8)', { timeout: 40_000 }, () => {
  it('signed out: signs in inside the dialog, then registers with the payload of section 3', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const app = renderApp(sim, '/en-us');
    const dialog = await openEventDialog(app);
    const steps = within(dialog.getByRole('list', { name: 'Registration steps' }));
    expect(steps.getByText('Sign in').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(dialog.getByText('Fields marked with * are required.')).toBeInTheDocument();
    expect(dialog.getByText('Sign in to register for the event.')).toBeInTheDocument();
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
    // The not-a-member prompt shows the sign-up view, whose already-a-member link comes back.
    await app.user.click(dialog.getByRole('button', { name: 'Create an account' }));
    await dialog.findByRole('button', { name: 'Sign in' }, SLOW);
    expect(steps.getByText('Create an account').closest('li')).toHaveAttribute('aria-current', 'step');
    await app.user.click(dialog.getByRole('button', { name: 'Sign in' }));
    await app.user.type(await dialog.findByLabelText(/^Email/), 'registered@example.com');
    await app.user.type(dialog.getByLabelText(/^Password/), 'Trail2026!');
    await app.user.click(dialog.getByRole('button', { name: 'Sign in' }));

    const email = await dialog.findByLabelText(/^Email/, { selector: 'input[readonly]' }, SLOW);
    expect(email).toHaveValue('registered@example.com');
    expect(email).toBeDisabled();
    expect(
      within(dialog.getByRole('list', { name: 'Registration steps' }))
        .getByText('Join the event')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    expect(dialog.getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual([
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
      null,
    ]);
    expect(dialog.getByText('I agree to the event terms and the photo release.')).toBeInTheDocument();
    // The terms are required; the guest's name is checked as a name only when filled.
    await app.user.type(dialog.getByLabelText(/^Guest name/), '12345');
    await app.user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(await dialog.findAllByText('This field is required')).toHaveLength(2);
    expect(dialog.getByLabelText(/^Guest name/)).toHaveAccessibleDescription(/Name is not valid\./);
    await app.user.clear(dialog.getByLabelText(/^Guest name/));
    await fillEventForm(app, dialog);
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
    await app.user.click(dialog.getByRole('button', { name: 'Register' }));

    expect(await dialog.findByRole('heading', { name: 'You are registered' }, SLOW)).toBeInTheDocument();
    expect(dialog.getByText('See you on the trail.')).toBeInTheDocument();
    const [body] = sentBodies(fetchSpy, '/consumers-v3/consumer/event-registration');
    expect(body).toEqual({
      email: 'registered@example.com',
      attendingDays: '2026-06-12, 2026-06-14',
      eventId: 'trailfest-2026',
      eventTermsAccepted: true,
      firstName: 'Ana',
      lastName: 'Lima',
      gender: 'F',
      phoneNumber: '+12065550101',
      plusOne: 'Sam Lima',
      registrationTimestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    await app.user.click(within(dialog.getByRole('status')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'TrailFest weekend' })).toBeNull());
  });

  it('signed in: goes straight to the form; a refusal is a dismissible alert and the form stays', async () => {
    const app = renderApp(sim, '/en-us');
    await act(() => app.services.commerce.session.signIn('registered@example.com', 'Trail2026!'));
    await sim.control('POST', '/faults', { operation: 'registerForEvent', errorId: 'API400', times: 1 });
    const dialog = await openEventDialog(app);
    expect(dialog.queryByText('Fields marked with * are required.')).toBeNull();
    await fillEventForm(app, dialog);
    await app.user.click(dialog.getByRole('button', { name: 'Register' }));
    const alert = await dialog.findByRole('alert', {}, SLOW);
    expect(alert).not.toBeEmptyDOMElement();
    expect(dialog.getByRole('checkbox', { name: 'Friday, June 12, 2026' })).toBeChecked();
    await app.user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(dialog.queryByRole('alert')).toBeNull();
    await app.user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(await dialog.findByRole('heading', { name: 'You are registered' }, SLOW)).toBeInTheDocument();
  });
});
