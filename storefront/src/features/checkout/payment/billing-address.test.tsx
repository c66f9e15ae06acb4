import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOPPER_ADDRESS } from '../../../../../simulator/testing/shopper-address';
import { useTestSimulator } from '../../../testing/simulator-server';
import { billingFromShipping } from './billing-address';
import { renderBillingStep } from './billing-test-app';

const sim = useTestSimulator();

/** A shipping address as a saved one is: no email (shipping does not ask for one in the US). */
const { email: _email, ...WITHOUT_EMAIL } = SHOPPER_ADDRESS;

const billingSets = (requests: readonly { method: string; url: string; body: string }[]) =>
  requests.filter((r) => r.url.includes('/billingAddress'));

describe('billingFromShipping', () => {
  it('keeps a shipping address with an email, adds the account email to one without', () => {
    expect(billingFromShipping(SHOPPER_ADDRESS, 'x@example.com')).toBe(SHOPPER_ADDRESS);
    expect(billingFromShipping(WITHOUT_EMAIL, 'ana@example.com')).toEqual({
      ...WITHOUT_EMAIL,
      email: 'ana@example.com',
    });
    expect(billingFromShipping(WITHOUT_EMAIL)).toBeUndefined();
    expect(billingFromShipping(undefined, 'ana@example.com')).toBeUndefined();
  });
});

describe('the billing address of a shipping address without an email', { timeout: 60_000 }, () => {
  it('a signed-in shopper: same as shipping, with the account email; the saved card can pay', async () => {
    const view = await renderBillingStep(sim, {
      email: 'registered@example.com',
      shippingAddress: WITHOUT_EMAIL,
    });
    expect(await screen.findByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked();
    // The methods show once the billing address is on the cart.
    const cards = await screen.findByRole('group', { name: 'Choose a card' });
    expect(within(cards).getByRole('radio', { name: /main card/ })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Pay with this card' }));
    await waitFor(() => expect(view.completed).toHaveLength(1));
  });

  it('a guest: the form starts from the shipping address and asks for the email', async () => {
    const view = await renderBillingStep(sim, { shippingAddress: WITHOUT_EMAIL });
    expect(screen.queryByRole('checkbox', { name: 'Same as shipping address' })).toBeNull();
    expect(await screen.findByRole('textbox', { name: 'Street address' })).toHaveValue('1200 Larimer St');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('(303) 555 - 0199');
    // happy-dom does not select the option react-hook-form sets through the select's ref (Chromium does).
    const state = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
    if (state.value === '') await view.user.selectOptions(state, 'CO');
    await view.user.click(screen.getByRole('button', { name: 'Use this billing address' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/required/i);

    await view.user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Use this billing address' }));
    expect(await screen.findByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    expect(await screen.findByText(/^Billing address: Ada Lovelace, 1200 Larimer St/)).toBeInTheDocument();
    expect(billingSets(view.requests)).toHaveLength(1);
    expect(JSON.parse(billingSets(view.requests)[0]?.body ?? '{}')).toMatchObject({
      email: 'ada@example.com',
      phone: '+13035550199',
    });
  });
});
