import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { toastStore } from '../../../ui/toast/toast-store';

const sim = useTestSimulator();
useAccountTestSetup();
// Generous: the page's chunk and its catalogue areas load on the first visit, on a shared machine.
const WAIT = { timeout: 15_000 };

async function openWallet(email = 'registered@example.com') {
  const app = renderApp(sim, '/en-us/account');
  await app.services.commerce.session.signIn(email, 'Trail2026!');
  app.router.navigate('/en-us/account/payment-methods');
  await screen.findByRole('heading', { level: 1, name: 'Payment methods' }, WAIT);
  await screen.findByRole('region', { name: 'Saved cards' }, WAIT);
  return app;
}

const cards = () => screen.getByRole('region', { name: 'Saved cards' });
const cardItem = (ending: string) =>
  within(cards())
    .queryAllByRole('listitem')
    .find((item) => item.textContent?.includes(`ending in ${ending}`));
const isMain = (item: HTMLElement | undefined) => !!item && within(item).queryByText('Main card') !== null;
const lastToast = () => toastStore.getQueue().at(-1);

async function enterCard(app: Awaited<ReturnType<typeof openWallet>>, number: string, expiry = '10/31') {
  await app.user.click(screen.getByRole('button', { name: 'Add a card' }));
  const form = await screen.findByRole('form', { name: 'New card' }, WAIT);
  await app.user.type(within(form).getByLabelText('Card number'), number);
  await app.user.type(within(form).getByLabelText(/Expiry date/), expiry);
  await app.user.type(within(form).getByLabelText('Security code'), '737');
  await app.user.type(within(form).getByLabelText('Name on card'), 'Ana Lima');
  await app.user.click(within(form).getByRole('button', { name: 'Continue' }));
  await screen.findByText('Card checked. Now enter its billing address.', undefined, WAIT);
  // The billing form comes with the server's country list.
  await screen.findByRole('button', { name: 'Save the card' }, WAIT);
}

describe('the wallet', { timeout: 60_000 }, () => {
  it('lists the saved cards, main first, on the account menu', async () => {
    await openWallet();
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'Payment methods' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const items = within(cards()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(isMain(items[0])).toBe(true);
    expect(items[0]).toHaveTextContent('VISA ending in 1111');
  });

  it('adds a card through the provider: the token, the billing address, the bot check', async () => {
    const app = await openWallet();
    await enterCard(app, '5454 5454 5454 5454');
    await app.user.click(screen.getByLabelText('Use as my main card'));
    await app.user.click(screen.getByRole('button', { name: 'Save the card' }));
    await waitFor(() => expect(isMain(cardItem('5454'))).toBe(true), WAIT);
    expect(isMain(cardItem('1111'))).toBe(false);
    expect(lastToast()?.title).toBe('Card saved');
  });

  it('PYT300: a card already saved shows the server message in the notice', async () => {
    const app = await openWallet();
    // pi-reg-2: 400000…3220, 12/40 in the seed, under a new provider token.
    await enterCard(app, '4000 0000 0000 3220', '12/40');
    await app.user.click(screen.getByRole('button', { name: 'Save the card' }));
    await screen.findByText('This credit card is already saved in your account.', undefined, WAIT);
    expect(screen.getByRole('button', { name: 'Save the card' })).toBeInTheDocument();
  });

  it('a card saved twice: the server message of CC_ALREADY_EXISTS or PYT300 in the notice', async () => {
    const app = await openWallet();
    await enterCard(app, '5454 5454 5454 5454');
    await app.user.click(screen.getByRole('button', { name: 'Save the card' }));
    await waitFor(() => expect(cardItem('5454')).toBeDefined(), WAIT);
    await enterCard(app, '5454 5454 5454 5454');
    await app.user.click(screen.getByRole('button', { name: 'Save the card' }));
    await screen.findByText('This credit card is already saved in your account.', undefined, WAIT);
  });

  it("any other failed save reads 'Credit card save failed'", async () => {
    const app = await openWallet();
    // The provider's fraud test card (400000…0119) is refused when saved (PYT402).
    await enterCard(app, '4000 0000 0000 0119');
    await app.user.click(screen.getByRole('button', { name: 'Save the card' }));
    await screen.findByText('Credit card save failed', undefined, WAIT);
  });

  it('makes a card main', async () => {
    const app = await openWallet();
    await app.user.click(within(cardItem('3220') as HTMLElement).getByRole('button', { name: 'Make main' }));
    await waitFor(() => expect(isMain(cardItem('3220'))).toBe(true), WAIT);
    expect(isMain(cardItem('1111'))).toBe(false);
  });

  it("edits a card's billing address", async () => {
    const app = await openWallet();
    await app.user.click(
      within(cardItem('4444') as HTMLElement).getByRole('button', { name: 'Edit billing address' }),
    );
    const form = await screen.findByRole('region', { name: 'Billing address' }, WAIT);
    const city = await within(form).findByLabelText('City', undefined, WAIT);
    await app.user.clear(city);
    await app.user.type(city, 'Tacoma');
    const zip = within(form).getByLabelText(/ZIP code/);
    await app.user.clear(zip);
    await app.user.type(zip, '98402');
    await app.user.click(within(form).getByRole('button', { name: 'Save the billing address' }));
    await waitFor(() => expect(cardItem('4444')).toHaveTextContent('Tacoma'), WAIT);
  });

  it('deletes a card', async () => {
    const app = await openWallet();
    await app.user.click(within(cardItem('3220') as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardItem('3220')).toBeUndefined(), WAIT);
    expect(lastToast()?.title).toBe('Card deleted');
  });

  it('PYT404: a card gone meanwhile is a sticky error toast', async () => {
    const app = await openWallet();
    const item = cardItem('3220') as HTMLElement;
    await app.services.commerce.deps.call('deletePaymentInstrument', {
      params: { paymentInstrumentId: 'pi-reg-2' },
    });
    await app.user.click(within(item).getByRole('button', { name: 'Make main' }));
    await waitFor(
      () =>
        expect(lastToast()?.message).toBe(
          'This payment method is no longer available. Please choose another.',
        ),
      WAIT,
    );
    expect(lastToast()).toMatchObject({ tone: 'error', autoClose: false });
  });

  it("shows a member's reward codes and reward cards", async () => {
    await openWallet('loyalty@example.com');
    const rewards = await screen.findByRole('region', { name: 'Rewards' }, WAIT);
    expect(within(rewards).getByText('Reward code RWD-5OFF-2026')).toBeInTheDocument();
    expect(within(rewards).getByText('Reward card ending in 4821')).toBeInTheDocument();
    expect(within(rewards).getByText('Balance: $25.00')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your spend this year' })).toBeNull();
  });

  it("shows the athlete's spend of the annual credit and the employee's of the annual cap", async () => {
    await openWallet('athlete@example.com');
    const spend = await screen.findByRole('region', { name: 'Your spend this year' }, WAIT);
    expect(spend).toHaveTextContent('Athlete credit');
    expect(spend).toHaveTextContent('$400.00 spent of $1,500.00');
  });

  it("shows the employee's spend of the annual cap", async () => {
    await openWallet('employee@example.com');
    const spend = await screen.findByRole('region', { name: 'Your spend this year' }, WAIT);
    expect(spend).toHaveTextContent('Employee discount');
    expect(spend).toHaveTextContent('$250.00 spent of $1,000.00');
  });
});
