import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestSimulator } from '../../../testing/simulator-server';
import { VALID_CARD_YEAR } from '../../../testing/simulator-test-facts';
import { renderBillingStep } from './billing-test-app';

const sim = useTestSimulator();
const YY = String(VALID_CARD_YEAR).slice(-2);

describe('the billing step: rewards and the bot-check', { timeout: 60_000 }, () => {
  it('a loyalty member uses one of the reward codes on the account', async () => {
    const view = await renderBillingStep(sim, { email: 'loyalty@example.com' });
    await view.user.click(await screen.findByRole('radio', { name: 'Reward code' }));
    const codes = await screen.findByRole('list', { name: 'Your reward codes' });
    await view.user.click(within(codes).getByRole('button', { name: /RWD-5OFF-2026/ }));
    const applied = await screen.findByRole('region', { name: 'Your payments' });
    expect(within(applied).getByText(/Reward code RWD-5OFF-2026: \$5\.00/)).toBeInTheDocument();
  });

  it('a reward card with a wrong PIN shows the error at the input', async () => {
    const view = await renderBillingStep(sim, { email: 'loyalty@example.com' });
    await view.user.click(await screen.findByRole('radio', { name: 'Reward card' }));
    await view.user.type(screen.getByLabelText('Reward card number'), '6006491234564821');
    await view.user.type(screen.getByLabelText(/PIN/), '9999');
    await view.user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Reward card number')).toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('an athlete whose credit is spent is refused the athlete payment (PYT400), then rewards unlock', async () => {
    const view = await renderBillingStep(sim, { email: 'athlete.spent@example.com' });
    const points = await screen.findByRole('radio', { name: /Loyalty points and vouchers/ });
    expect(points).toBeDisabled();
    await view.user.click(screen.getByRole('radio', { name: 'Athlete credit' }));
    await view.user.click(screen.getByRole('button', { name: 'Use athlete credit' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Loyalty points and vouchers/ })).toBeEnabled(),
    );
  });

  it('saving a card with a failing bot-check answers AUT403 and the step does not complete', async () => {
    const view = await renderBillingStep(sim, {
      email: 'registered@example.com',
      botCheckToken: 'bot-check-fail',
    });
    await view.user.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    await view.user.type(screen.getByLabelText('Card number'), '4111111111111111');
    await view.user.type(screen.getByLabelText(/Expiry date/), `12/${YY}`);
    await view.user.type(screen.getByLabelText('Security code'), '123');
    await view.user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await view.user.click(screen.getByRole('checkbox', { name: 'Save this card to my account' }));
    await view.user.click(screen.getByRole('button', { name: 'Use this card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not verify you are human. Please try again.',
    );
    expect(view.completed).toHaveLength(0);
  });
});
