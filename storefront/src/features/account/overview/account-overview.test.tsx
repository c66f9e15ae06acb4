import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';

const sim = useTestSimulator();
useAccountTestSetup();

async function overviewOf(email: string, locale = 'en-us') {
  const app = renderApp(sim, `/${locale}/account`);
  await app.services.commerce.session.signIn(email, 'Trail2026!');
  return app;
}

describe('the account overview', { timeout: 30_000 }, () => {
  it("shows a member's points without fraction digits", async () => {
    await overviewOf('loyalty@example.com');
    const points = await screen.findByRole('region', { name: 'Loyalty points' }, { timeout: 8000 });
    expect(within(points).getByText('2,400 points')).toBeInTheDocument();
  });

  it('shows the newest order with its date, total and status, linking to its page in the history', async () => {
    const app = await overviewOf('registered@example.com');
    const card = await screen.findByRole('region', { name: 'Your last order' }, { timeout: 8000 });
    const link = within(card).getByRole('link', { name: /^Order / });
    const orderNumber = link.textContent?.replace('Order ', '') ?? '';
    expect(link).toHaveAttribute('href', `/en-us/account/orders/${orderNumber}`);
    const history = await app.services.commerce.deps.call('getPurchaseHistory', {
      body: { start: 0, count: 10 },
    });
    const newest = [...history.orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    expect(orderNumber).toBe(newest?.orderNumber);
    expect(within(card).getByText('Total')).toBeInTheDocument();
    expect(within(card).getByText('Status')).toBeInTheDocument();
    // Not a member: no points card.
    expect(screen.queryByRole('region', { name: 'Loyalty points' })).toBeNull();
  });

  it('prompts a partially enrolled shopper to complete the profile, which opens the enrolment steps', async () => {
    const app = await overviewOf('partial@example.com');
    const prompt = await screen.findByText('Complete your profile', {}, { timeout: 8000 });
    await app.user.click(screen.getByRole('button', { name: 'Complete my profile' }));
    expect(dialogStore.getState().open?.id).toBe('welcome');
    await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(prompt).toBeInTheDocument();
  });

  it("shows the `account` content the content API has for the page (its benefit bar's espot)", async () => {
    await overviewOf('registered@example.com');
    expect(
      await screen.findByRole('complementary', { name: 'Benefits' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('does not prompt a shopper whose profile is complete', async () => {
    await overviewOf('registered@example.com');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Ana' }, { timeout: 8000 });
    expect(screen.queryByText('Complete your profile')).toBeNull();
  });
});
