import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';
import { toastStore } from '../../../ui/toast/toast-store';

const sim = useTestSimulator();
useAccountTestSetup();

async function openAs(email: string, path = '/en-us/account/loyalty') {
  const app = renderApp(sim, '/en-us');
  await act(() => app.services.commerce.session.signIn(email, 'Trail2026!'));
  act(() => app.router.navigate(path));
  return app;
}

describe('the rewards page', { timeout: 30_000 }, () => {
  it("shows a member's points, vouchers with their value (no cents on whole amounts) and the rewards bar", async () => {
    await openAs('loyalty@example.com');
    const balance = await screen.findByRole('region', { name: 'Your points' }, { timeout: 8000 });
    expect(within(balance).getByText('2,400 points')).toBeInTheDocument();
    expect(within(balance).getByRole('progressbar')).toBeInTheDocument();
    const vouchers = screen.getByRole('region', { name: 'Your vouchers' });
    expect(within(vouchers).getByText(/LV-10-AVAIL/)).toBeInTheDocument();
    expect(within(vouchers).getAllByText('$10').length).toBeGreaterThan(0);
    const main = document.querySelector('main') as HTMLElement;
    const result = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('has no rewards bar without its flag', async () => {
    const app = renderApp(sim, '/en-us', { features: { rewardsBar: false } });
    await act(() => app.services.commerce.session.signIn('loyalty@example.com', 'Trail2026!'));
    act(() => app.router.navigate('/en-us/account/loyalty'));
    const balance = await screen.findByRole('region', { name: 'Your points' }, { timeout: 8000 });
    expect(within(balance).queryByRole('progressbar')).toBeNull();
  });

  it.each([
    ['REW130', 'Rewards are only available to loyalty members.'],
    ['REW135', 'Please confirm your loyalty membership to use your rewards.'],
    ['4044', 'We could not find a loyalty member with these details.'],
  ])(
    '%s from the rewards call is a sticky error toast with the catalogue message',
    async (errorId, message) => {
      await sim.control('POST', '/faults', { operation: 'getLoyaltyVouchers', errorId, times: 1 });
      await openAs('loyalty@example.com');
      await screen.findByText('Your rewards are not available right now.', {}, { timeout: 8000 });
      await waitFor(() =>
        expect(toastStore.getQueue()).toEqual([
          expect.objectContaining({
            message,
            tone: 'error',
            expiresAt: null,
          }),
        ]),
      );
    },
  );

  it('offers a shopper who is not a member the loyalty sign-up', async () => {
    const app = await openAs('registered@example.com');
    await app.user.click(await screen.findByRole('button', { name: 'Join rewards' }, { timeout: 8000 }));
    expect(dialogStore.getState().open).toMatchObject({ id: 'loyaltySignUp' });
  });
});
