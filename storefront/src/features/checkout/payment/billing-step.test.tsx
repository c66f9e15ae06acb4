import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestSimulator } from '../../../testing/simulator-server';
import { VALID_CARD_YEAR } from '../../../testing/simulator-test-facts';
import { renderBillingStep } from './billing-test-app';

const sim = useTestSimulator();
const YY = String(VALID_CARD_YEAR).slice(-2);
type User = Awaited<ReturnType<typeof renderBillingStep>>['user'];

const remaining = () => screen.getByText('Remaining to pay').parentElement?.textContent ?? '';

async function payByCard(user: User, number: string, expiry = `12/${YY}`) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText(/Expiry date/), expiry);
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Use this card' }));
}

async function chooseMethod(user: User, name: string) {
  await user.click(await screen.findByRole('radio', { name }));
}

async function applyGiftCard(user: User, number: string, pin: string) {
  await user.type(screen.getByLabelText('Gift card number'), number);
  await user.type(screen.getByLabelText('PIN'), pin);
  await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
}

describe('the billing step', { timeout: 60_000 }, () => {
  it('sets the billing address to the shipping one, a new card pays everything, the step completes', async () => {
    const view = await renderBillingStep(sim);
    expect(await screen.findByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    expect(remaining()).toContain(String(view.cart.totals.total));

    await payByCard(view.user, '4111 1111 1111 1111');

    await waitFor(() => expect(view.completed).toHaveLength(1));
    expect(remaining()).toContain('$0.00');
    expect(screen.getByText(/VISA ending in 1111/)).toBeInTheDocument();
    const paid = view.requests.find((r) => r.url.includes('/paymentInstruments'));
    expect(JSON.parse(paid?.body ?? '{}')).toMatchObject({ card: { bin: '411111', lastFour: '1111' } });
    for (const r of view.requests) expect(`${r.url} ${r.body}`).not.toContain('4111111111111111');
  });

  it('a shipping address without an email: the step asks for one before it becomes the billing address', async () => {
    const view = await renderBillingStep(sim, { shippingWithoutEmail: true });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(view.requests.some((r) => r.url.includes('/billingAddress'))).toBe(false);
    await view.user.type(email, 'ada@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Use this billing address' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull());
    const cart = await view.commerce.cart.getCart();
    expect(cart?.billingAddress).toMatchObject({
      email: 'ada@example.com',
      city: view.cart.shippingAddress?.city,
    });
  });

  it("a registered shopper's account email completes the shipping address as billing address", async () => {
    const view = await renderBillingStep(sim, {
      email: 'registered@example.com',
      shippingWithoutEmail: true,
    });
    await waitFor(async () =>
      expect((await view.commerce.cart.getCart())?.billingAddress?.email).toBe('registered@example.com'),
    );
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  });

  it('another billing address, entered in the address form', async () => {
    const view = await renderBillingStep(sim);
    await view.user.click(await screen.findByRole('checkbox', { name: 'Same as shipping address' }));
    const form = screen
      .getByRole('button', { name: 'Use this billing address' })
      .closest('form') as HTMLElement;
    const field = (name: string) => within(form).getByLabelText(name, { selector: 'input,select' });
    // The form starts from the billing address the step set (the shipping one): replace it.
    const fill = async (name: string, value: string) => {
      await view.user.clear(field(name));
      await view.user.type(field(name), value);
    };
    await fill('First name', 'Grace');
    await fill('Last name', 'Hopper');
    await fill('Street address', '1 Infinite Loop');
    await fill('City', 'Cupertino');
    await view.user.selectOptions(field('State'), 'CA');
    await fill('ZIP code', '95014');
    await fill('Phone', '4085550100');
    await fill('Email', 'grace@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Use this billing address' }));
    await waitFor(async () =>
      expect((await view.commerce.cart.getCart())?.billingAddress).toMatchObject({
        city: 'Cupertino',
        phone: '+14085550100',
        email: 'grace@example.com',
      }),
    );
  });

  it('an expired card shows FE309 at the expiry date and sends nothing', async () => {
    const view = await renderBillingStep(sim);
    await screen.findByRole('radio', { name: 'Credit or debit card' });
    await payByCard(view.user, '4111111111111111', '01/21');
    const expiry = screen.getByLabelText(/Expiry date/);
    await waitFor(() => expect(expiry).toHaveAccessibleDescription(/The card expiry date is not valid\./));
    expect(expiry).toHaveFocus();
    expect(view.requests.some((r) => r.url.includes('/paymentInstruments'))).toBe(false);
    expect(view.completed).toHaveLength(0);
  });

  it('the expiry shows MM/YY as it is typed: "1230" reads "12/30", and the card pays', async () => {
    const view = await renderBillingStep(sim);
    await screen.findByRole('radio', { name: 'Credit or debit card' });
    const expiry = screen.getByLabelText(/Expiry date/);
    await view.user.type(expiry, '12');
    expect(expiry).toHaveValue('12');
    await view.user.type(expiry, YY);
    expect(expiry).toHaveValue(`12/${YY}`);
    expect(expiry).toHaveAccessibleDescription('MM/YY');
    await view.user.type(screen.getByLabelText('Card number'), '4111111111111111');
    await view.user.type(screen.getByLabelText('Security code'), '123');
    await view.user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await view.user.click(screen.getByRole('button', { name: 'Use this card' }));
    await waitFor(() => expect(view.completed).toHaveLength(1));
  });

  it('a wrong card number is refused by the provider check', async () => {
    const view = await renderBillingStep(sim);
    await screen.findByRole('radio', { name: 'Credit or debit card' });
    await payByCard(view.user, '4111111111111112');
    expect(await screen.findByText('Enter a valid card number.')).toBeInTheDocument();
  });

  it('gift cards: balance, apply, a second card, remove one; the card pays the rest', async () => {
    const view = await renderBillingStep(sim);
    await chooseMethod(view.user, 'Gift card');
    await view.user.type(screen.getByLabelText('Gift card number'), '6006491111111111');
    await view.user.type(screen.getByLabelText('PIN'), '1111');
    await view.user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Gift card ending in 1111: balance $50.00');

    await view.user.click(screen.getByRole('button', { name: 'Apply gift card' }));
    const applied = await screen.findByRole('list', { name: 'Applied gift cards' });
    expect(within(applied).getByText('Gift card ending in 1111: $50.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Gift card number')).toHaveValue('');

    await applyGiftCard(view.user, '6006493333333333', '3333');
    await waitFor(() => expect(within(applied).getAllByRole('listitem')).toHaveLength(2));
    expect(remaining()).toContain(String((view.cart.totals.total - 65).toFixed(2)));

    await view.user.click(screen.getByRole('button', { name: 'Remove gift card ending in 3333' }));
    await waitFor(() => expect(within(applied).getAllByRole('listitem')).toHaveLength(1));
    expect(view.completed).toHaveLength(0);

    await chooseMethod(view.user, 'Credit or debit card');
    await payByCard(view.user, '4111111111111111');
    await waitFor(() => expect(view.completed).toHaveLength(1));
  });

  it('an expired gift card shows GFC812 inline at the number', async () => {
    const view = await renderBillingStep(sim);
    await chooseMethod(view.user, 'Gift card');
    await applyGiftCard(view.user, '6006495555555555', '5555');
    const number = screen.getByLabelText('Gift card number');
    await waitFor(() => expect(number).toHaveAccessibleDescription(/This gift card has expired\./));
    expect(number).toHaveAttribute('aria-invalid', 'true');
  });

  it('a gift card applied twice shows GC_ALREADY_APPLIED inline', async () => {
    const view = await renderBillingStep(sim);
    await chooseMethod(view.user, 'Gift card');
    await applyGiftCard(view.user, '6006491111111111', '1111');
    await screen.findByRole('list', { name: 'Applied gift cards' });
    await applyGiftCard(view.user, '6006491111111111', '1111');
    await waitFor(() =>
      expect(screen.getByLabelText('Gift card number')).toHaveAttribute('aria-invalid', 'true'),
    );
  });
});
