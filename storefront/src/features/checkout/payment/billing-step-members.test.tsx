import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestSimulator } from '../../../testing/simulator-server';
import { VALID_CARD_YEAR } from '../../../testing/simulator-test-facts';
import { renderBillingStep } from './billing-test-app';

const sim = useTestSimulator();
const YY = String(VALID_CARD_YEAR).slice(-2);
type User = Awaited<ReturnType<typeof renderBillingStep>>['user'];

const remaining = () => screen.getByText('Remaining to pay').parentElement?.textContent ?? '';

/** A new card; a shopper with saved cards first picks "Use a new card". */
async function payByNewCard(user: User) {
  const useNew = () => screen.queryByRole('radio', { name: 'Use a new card' });
  await waitFor(() => expect(screen.queryByLabelText('Card number') ?? useNew()).not.toBeNull());
  const radio = useNew();
  if (radio && !(radio as HTMLInputElement).checked) await user.click(radio);
  await user.type(screen.getByLabelText('Card number'), '4111111111111111');
  await user.type(screen.getByLabelText(/Expiry date/), `12/${YY}`);
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Use this card' }));
}

describe('the billing step for signed-in shoppers and other providers', { timeout: 60_000 }, () => {
  it('registered@example.com pays with the main saved card, preselected', async () => {
    const view = await renderBillingStep(sim, { email: 'registered@example.com' });
    const cards = await screen.findByRole('group', { name: 'Choose a card' });
    const main = within(cards).getByRole('radio', { name: /main card/ });
    expect(main).toBeChecked();
    await view.user.click(screen.getByRole('button', { name: 'Pay with this card' }));
    await waitFor(() => expect(view.completed).toHaveLength(1));
    expect(remaining()).toContain('$0.00');
  });

  it('saving a new card sends the bot-check response', async () => {
    const view = await renderBillingStep(sim, { email: 'registered@example.com' });
    await view.user.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Save this card to my account' }));
    await payByNewCard(view.user);
    await waitFor(() => expect(view.completed).toHaveLength(1));
    const paid = view.requests.find((r) => r.url.includes('/paymentInstruments'));
    expect(JSON.parse(paid?.body ?? '{}')).toMatchObject({
      saveCard: true,
      recaptcha_response: 'storefront-offline-bot-check',
    });
  });

  it('loyalty@example.com applies a 1000-point voucher, then the card pays the rest', async () => {
    const view = await renderBillingStep(sim, { email: 'loyalty@example.com' });
    await view.user.click(await screen.findByRole('radio', { name: 'Loyalty points and vouchers' }));
    expect(await screen.findByText('You have 2,400 points.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Use 1000 points for $10' }));
    expect(await screen.findByText('Voucher applied: 1000 points for $10')).toBeInTheDocument();
    expect(view.completed).toHaveLength(0);

    await view.user.click(await screen.findByRole('radio', { name: 'Credit or debit card' }));
    await payByNewCard(view.user);
    await waitFor(() => expect(view.completed).toHaveLength(1));
  });

  it('an athlete pays part with the athlete credit, rewards stay locked, the card pays the rest', async () => {
    const view = await renderBillingStep(sim, { email: 'athlete@example.com' });
    const credit = await screen.findByRole('radio', { name: 'Athlete credit' });
    // athlete@example.com is also a loyalty member: rewards are listed, locked while credit remains.
    const points = screen.getByRole('radio', { name: /Loyalty points and vouchers/ });
    expect(points).toBeDisabled();
    expect(screen.getAllByText(/Use your athlete credit first/).length).toBeGreaterThan(0);
    await view.user.click(credit);
    await view.user.type(screen.getByLabelText(/Amount to pay with athlete credit/), '100');
    await view.user.click(screen.getByRole('button', { name: 'Use athlete credit' }));
    await waitFor(() => expect(screen.getByText(/Athlete credit: \$100\.00/)).toBeInTheDocument());
    expect(view.completed).toHaveLength(0);
    expect(remaining()).toContain((view.cart.totals.total - 100).toFixed(2));
    expect(screen.getByRole('radio', { name: /Loyalty points and vouchers/ })).toBeDisabled();

    await view.user.click(await screen.findByRole('radio', { name: 'Credit or debit card' }));
    await payByNewCard(view.user);
    await waitFor(() => expect(view.completed).toHaveLength(1));
  });

  it('Klarna: the provider dialog approves and the step completes', async () => {
    const view = await renderBillingStep(sim);
    await view.user.click(await screen.findByRole('radio', { name: 'Klarna' }));
    await view.user.click(screen.getByRole('button', { name: 'Continue with Klarna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Klarna' });
    await view.user.click(within(dialog).getByRole('radio', { name: 'Pay in 3 interest-free instalments' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(view.completed).toHaveLength(1));
    const last = view.requests.filter((r) => r.url.includes('/paymentInstruments')).at(-1);
    expect(JSON.parse(last?.body ?? '{}')).toMatchObject({
      payment_method_id: 'KLARNA',
      authorization_token: expect.stringMatching(/^klarna-auth-/),
      payment_method_category: 'pay_over_time',
    });
  });

  it('Klarna declined: the instrument is taken off and PAY400 shows', async () => {
    const view = await renderBillingStep(sim);
    await view.user.click(await screen.findByRole('radio', { name: 'Klarna' }));
    await view.user.click(screen.getByRole('button', { name: 'Continue with Klarna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Klarna' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment could not be processed. Please try another payment method.',
    );
    await waitFor(() => expect(remaining()).not.toContain('$0.00'));
    expect(view.completed).toHaveLength(0);
  });

  it('PayPal: approving pays the cart', async () => {
    const view = await renderBillingStep(sim);
    await view.user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await view.user.click(screen.getByRole('button', { name: 'Continue with PayPal' }));
    const dialog = await screen.findByRole('dialog', { name: 'PayPal' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(view.completed).toHaveLength(1));
  });
});
