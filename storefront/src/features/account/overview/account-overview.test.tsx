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
    expect(await within(points).findByText('2,400 points', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows the newest order with its date, total and status, linking to its page in the history', async () => {
    const app = await overviewOf('registered@example.com');
    const card = await screen.findByRole('region', { name: 'Your last order' }, { timeout: 8000 });
    const link = await within(card).findByRole('link', { name: /^Order / }, { timeout: 8000 });
    const orderNumber = link.textContent?.replace('Order ', '') ?? '';
    expect(link).toHaveAttribute('href', `/en-us/account/orders/${orderNumber}`);
    const history = await app.services.commerce.deps.call('getPurchaseHistory', {
      body: { start: 0, count: 10 },
    });
    const newest = [...history.orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    expect(orderNumber).toBe(newest?.orderNumber);
    expect(within(card).getByText('Total')).toBeInTheDocument();
    expect(within(card).getByText('Status')).toBeInTheDocument();
    // Not a member: the rewards sign-up in the points card's place, opening the loyalty sign-up.
    expect(screen.queryByRole('region', { name: 'Loyalty points' })).toBeNull();
    const join = screen.getByRole('region', { name: 'Join our rewards programme' });
    await app.user.click(within(join).getByRole('button', { name: 'Join rewards' }));
    expect(dialogStore.getState().open?.id).toBe('loyaltySignUp');
  });

  it('paints its frame before the profile and the last order arrive, their values held in place', async () => {
    const app = renderApp(sim, '/en-us/account');
    await app.services.commerce.session.signIn('loyalty@example.com', 'Trail2026!');
    // A member (the session says so before the profile comes): the points card waits with its title.
    const points = await screen.findByRole('region', { name: 'Loyalty points' }, { timeout: 8000 });
    const order = screen.getByRole('region', { name: 'Your last order' });
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(points).toHaveAttribute('aria-busy', 'true');
    expect(order).toHaveAttribute('aria-busy', 'true');
    expect(within(order).getByText('Total')).toBeInTheDocument();
    expect(screen.getByText('Loading your account')).toBeInTheDocument();
    await within(points).findByText('2,400 points', {}, { timeout: 8000 });
    expect(points).not.toHaveAttribute('aria-busy');
    await within(order).findByRole('link', { name: /^Order / }, { timeout: 8000 });
    expect(order).not.toHaveAttribute('aria-busy');
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
    await screen.findByText('Hello, Ana', {}, { timeout: 8000 });
    expect(screen.queryByText('Complete your profile')).toBeNull();
  });
});
