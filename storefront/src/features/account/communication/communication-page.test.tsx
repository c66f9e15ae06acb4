import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { toastStore } from '../../../ui/toast/toast-store';

const sim = useTestSimulator();
useAccountTestSetup();

/** The server's time, stood still, so the subscription dates can be told apart from the browser's. */
const SERVER_NOW = '2027-01-15T09:30:00.000Z';

/** The calls the page makes on their way to the simulator (passed through): method, path and body. */
function recordCalls(): { method: string; path: string; body: unknown }[] {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const passThrough = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return passThrough(input, init);
  });
  return calls;
}

async function communicationPage(email = 'registered@example.com') {
  await sim.control('POST', '/clock', { set: SERVER_NOW, freeze: true });
  const app = renderApp(sim, '/en-us/account/communication');
  await app.services.commerce.session.signIn(email, 'Trail2026!');
  await screen.findByRole('heading', { level: 1, name: 'Communication preferences' }, { timeout: 8000 });
  const section = (name: string) => screen.findByRole('region', { name }, { timeout: 8000 });
  return { app, section };
}

const subscriptionCalls = (calls: ReturnType<typeof recordCalls>) =>
  calls.filter((c) => c.path === '/consumers-v3/consumer/subscription');

describe('communication preferences', { timeout: 30_000 }, () => {
  it('opts in to SMS with the server time as optinDate, reloads the profile, then opts out with an optoutDate', async () => {
    const calls = recordCalls();
    const { app, section } = await communicationPage();
    const sms = await section('Text messages');
    const phone = within(sms).getByLabelText(/^Mobile phone for text messages/);
    await app.user.clear(phone);
    await app.user.type(phone, '6045550199');
    await app.user.click(within(sms).getByRole('button', { name: 'Subscribe to text messages' }));
    await within(sms).findByText('Text messages go to +16045550199.', {}, { timeout: 8000 });
    const optIn = subscriptionCalls(calls)[0];
    expect(optIn?.method).toBe('PUT');
    expect(optIn?.body).toMatchObject({
      consumerProfile: {
        subscriptions: [{ channel: 'sms', recipient: '+16045550199', optin: true, optinDate: SERVER_NOW }],
      },
    });
    const order = calls.map((c) => c.path);
    // The server's time first; the profile reloaded after the change.
    expect(order.indexOf('/fapi/server/time')).toBeLessThan(
      order.indexOf('/consumers-v3/consumer/subscription'),
    );
    expect(order.lastIndexOf('/consumers-v3/consumer')).toBeGreaterThan(
      order.indexOf('/consumers-v3/consumer/subscription'),
    );

    await app.user.click(within(sms).getByRole('button', { name: 'Unsubscribe from text messages' }));
    await within(sms).findByText('You are not subscribed to text messages.', {}, { timeout: 8000 });
    expect(subscriptionCalls(calls)[1]?.body).toMatchObject({
      consumerProfile: {
        subscriptions: [{ channel: 'sms', recipient: '+16045550199', optin: false, optoutDate: SERVER_NOW }],
      },
    });
  });

  it('shows an invalid phone on the phone field and sends nothing', async () => {
    const calls = recordCalls();
    const { app, section } = await communicationPage();
    const sms = await section('Text messages');
    const phone = within(sms).getByLabelText(/^Mobile phone for text messages/);
    await app.user.clear(phone);
    await app.user.type(phone, '123');
    await app.user.click(within(sms).getByRole('button', { name: 'Subscribe to text messages' }));
    expect(phone).toHaveAccessibleDescription(/A valid phone number is required/);
    expect(subscriptionCalls(calls)).toHaveLength(0);
  });

  it('subscribes to the newsletter and notes the double opt-in still to confirm', async () => {
    const { app, section } = await communicationPage();
    const newsletter = await section('Email newsletter');
    const button = within(newsletter).queryByRole('button', { name: 'Subscribe' });
    if (!button) {
      // Seeded as subscribed: unsubscribe first, so the test starts from the same place.
      await app.user.click(within(newsletter).getByRole('button', { name: 'Unsubscribe' }));
      await within(newsletter).findByRole('button', { name: 'Subscribe' }, { timeout: 8000 });
    }
    await app.user.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));
    await within(newsletter).findByText(/confirm your subscription with the link/, {}, { timeout: 8000 });
  });

  it('saves the notification switches and shows what the server answers', async () => {
    const calls = recordCalls();
    const { app, section } = await communicationPage();
    const notifications = await section('Email notifications');
    await app.user.click(within(notifications).getByRole('checkbox', { name: 'Price drops' }));
    await app.user.click(within(notifications).getByRole('button', { name: 'Save notifications' }));
    await waitFor(() =>
      expect(toastStore.getQueue().some((t) => t.title === 'Your notification preferences are saved.')).toBe(
        true,
      ),
    );
    const sent = calls.find((c) => c.path === '/consumers-v3/consumer/notification');
    expect(sent?.body).toMatchObject({
      notifications: expect.arrayContaining([{ topic: 'PRICE_DROP', channel: 'email', enabled: true }]),
    });
    expect(within(notifications).getByRole('checkbox', { name: 'Price drops' })).toBeChecked();
  });

  it.each(['PRO412', 'PRO418'])(
    'shows a failed subscription change (%s) as a sticky error toast',
    async (errorId) => {
      const { app, section } = await communicationPage();
      const sms = await section('Text messages');
      const phone = within(sms).getByLabelText(/^Mobile phone for text messages/);
      await app.user.clear(phone);
      await app.user.type(phone, '6045550199');
      await sim.control('POST', '/faults', { operation: 'updateSubscription', errorId, times: 1 });
      await app.user.click(within(sms).getByRole('button', { name: 'Subscribe to text messages' }));
      await waitFor(() => expect(toastStore.getQueue().filter((t) => t.tone === 'error')).toHaveLength(1));
      expect(toastStore.getQueue().find((t) => t.tone === 'error')?.expiresAt).toBeNull();
    },
  );

  it('shows a failed notification change (PRO412) as a sticky error toast', async () => {
    const { app, section } = await communicationPage();
    const notifications = await section('Email notifications');
    await sim.control('POST', '/faults', { operation: 'updateNotifications', errorId: 'PRO412', times: 1 });
    await app.user.click(within(notifications).getByRole('button', { name: 'Save notifications' }));
    await waitFor(() => expect(toastStore.getQueue().filter((t) => t.tone === 'error')).toHaveLength(1));
  });
});
