import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpCommerceOf } from '../../../commerce/account/sign-up';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';

const sim = useTestSimulator();
useAccountTestSetup();

beforeAll(async () => {
  await import('./sign-up-form');
});

type App = ReturnType<typeof renderApp>;

async function fillValid(
  app: App,
  scope: HTMLElement,
  email: string,
  birth = '04/12/1990',
  postal = '98101',
) {
  const type = async (label: RegExp, value: string) => {
    const input = within(scope).getByLabelText(label);
    await app.user.clear(input);
    if (value) await app.user.type(input, value);
  };
  await type(/^First name/, 'Ada');
  await type(/^Last name/, 'Lovelace');
  await type(/^Email/, email);
  await type(/^Password/, 'Summit2026');
  await type(/^Postal code/, postal);
  await type(/^Birth date/, birth);
}

describe('sign-up flows', { timeout: 30_000 }, () => {
  it('from the sign-in dialog: the account is created and the shopper signed in with the guest cart kept', async () => {
    const app = renderApp(sim, '/en-us/account');
    const main = await screen.findByRole('main', {}, { timeout: 8000 });
    const cart = await app.services.commerce.cart.addItem({ productId: 'SPJK0001BLKM' });
    await app.user.click(await within(main).findByRole('button', { name: 'Sign in' }, { timeout: 8000 }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 });
    await app.user.click(within(signIn).getByRole('button', { name: 'Create an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' }, { timeout: 8000 });
    await fillValid(app, dialog, 'ada.dialog@example.com');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create an account' })).toBeNull(), {
      timeout: 10_000,
    });
    await screen.findByText('Account created');
    const session = app.services.commerce.deps.session.get();
    expect(session.consumerNo).toBeDefined();
    expect(session.basketId).toBe(cart.id);
    // Interests are collected on en-us, not tied to the newsletter: their dialog follows.
    await screen.findByRole('dialog', { name: 'Your interests' }, { timeout: 8000 });
  });

  it('no interests dialog follows a sign-up opened to skip it', async () => {
    const app = renderApp(sim, '/en-us/account');
    await screen.findByRole('main', {}, { timeout: 8000 });
    dialogStore.open('signUp', { skipInterests: true });
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' }, { timeout: 8000 });
    await fillValid(app, dialog, 'ada.skip@example.com');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await screen.findByText('Account created', {}, { timeout: 10_000 });
    expect(app.services.commerce.deps.session.get().consumerNo).toBeDefined();
    // The store, not the screen: a dialog opened with the toast would still be loading its module.
    expect(dialogStore.getState().open).toBeNull();
  });

  it('the already-a-member link goes back to sign-in', async () => {
    const app = renderApp(sim, '/en-us/account');
    dialogStore.open('signUp');
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' }, { timeout: 8000 });
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 8000 });
  });

  it('the loyalty sign-up dialog has its header and requires the loyalty terms', async () => {
    const app = renderApp(sim, '/en-us');
    dialogStore.open('signUp', { loyalty: true });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Join our rewards programme' },
      { timeout: 8000 },
    );
    await fillValid(app, dialog, 'ada.rewards@example.com');
    await app.user.click(within(dialog).getByRole('button', { name: 'Join now' }));
    const terms = within(dialog).getByLabelText(/rewards programme terms/);
    await waitFor(() => expect(terms).toHaveAccessibleDescription(/This field is required$/));
    await app.user.click(terms);
    await app.user.click(within(dialog).getByRole('button', { name: 'Join now' }));
    await screen.findByRole('dialog', { name: 'Your interests' }, { timeout: 10_000 });
    expect((await app.services.commerce.session.profile()).isLoyaltyMember).toBe(true);
  });

  it('where interests are tied to the newsletter (en-gb), no interests dialog follows without it', async () => {
    const app = renderApp(sim, '/en-gb/sign-up');
    const main = await screen.findByRole('main', {}, { timeout: 8000 });
    await within(main).findByLabelText(/^First name/, {}, { timeout: 8000 }); // the form loads after the heading
    await fillValid(app, main, 'ada.gb.news@example.com', '12/04/1990', 'SW1A 1AA');
    await app.user.selectOptions(within(main).getByLabelText(/^Gender/), 'F');
    await app.user.click(within(main).getByLabelText(/privacy policy/));
    expect(within(main).getByRole('checkbox', { name: /news, offers/ })).not.toBeChecked();
    await app.user.click(within(main).getByRole('button', { name: 'Create account' }));
    await screen.findByText('Account created', {}, { timeout: 10_000 });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en-gb/account'));
    expect(dialogStore.getState().open).toBeNull();
  });

  it('PRO411 (the country requires a birth date) re-runs validation so the birth date shows its error', async () => {
    const app = renderApp(sim, '/en-gb/sign-up');
    const main = await screen.findByRole('main', {}, { timeout: 8000 });
    await within(main).findByLabelText(/^First name/, {}, { timeout: 8000 }); // the form loads after the heading
    await fillValid(app, main, 'ada.gb@example.com', '', 'SW1A 1AA');
    await app.user.selectOptions(within(main).getByLabelText(/^Gender/), 'F');
    await app.user.click(within(main).getByLabelText(/privacy policy/));
    await app.user.click(within(main).getByRole('button', { name: 'Create account' }));
    const birth = within(main).getByLabelText(/^Birth date/);
    await waitFor(() => expect(birth).toHaveAccessibleDescription(/This field is required$/), {
      timeout: 10_000,
    });
    expect(birth).toHaveAttribute('aria-invalid', 'true');
    expect(birth).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  });

  it('any other error shows in the error notice, announced', async () => {
    const app = renderApp(sim, '/en-us/sign-up');
    const main = await screen.findByRole('main', {}, { timeout: 8000 });
    await within(main).findByLabelText(/^First name/, {}, { timeout: 8000 }); // the form loads after the heading
    await sim.control('POST', '/faults', { operation: 'signUp', errorId: 'AUT403', times: 1 });
    await fillValid(app, main, 'ada.notice@example.com');
    await app.user.click(within(main).getByRole('button', { name: 'Create account' }));
    // AUT403 carries the bot-defence appId: the challenge comes first, and the shopper gives up on it.
    const challenge = await screen.findByRole(
      'dialog',
      { name: 'Confirm you are not a robot' },
      { timeout: 10_000 },
    );
    await app.user.click(within(challenge).getByRole('button', { name: 'Cancel' }));
    const alert = await within(main).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('We could not verify you are human. Please try again.');
    expect(within(main).getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');
  });

  it('a double-opted Loyalty enrollment pre-ticks and hides the loyalty terms', async () => {
    const app = renderApp(sim, '/en-us/sign-up?consumerId=C000100002&email=loyalty@example.com');
    const main = await screen.findByRole('main', {}, { timeout: 8000 });
    await waitFor(() => expect(within(main).getByLabelText(/^Email/)).toHaveValue('loyalty@example.com'), {
      timeout: 8000,
    });
    expect(within(main).queryByLabelText(/rewards programme terms/)).toBeNull();
    // Without the prefill the standard sign-up offers them.
    app.unmount();
    renderApp(sim, '/en-us/sign-up');
    const plain = await screen.findByRole('main', {}, { timeout: 8000 });
    await within(plain).findByLabelText(/rewards programme terms/, {}, { timeout: 8000 });
  });

  it('a referral code in the query is credited after the automatic sign-in', async () => {
    const app = renderApp(sim, '/en-us/sign-up?referral_code=FRIEND-7Q2K');
    const main = await screen.findByRole('main', {}, { timeout: 8000 });
    await within(main).findByLabelText(/^First name/, {}, { timeout: 8000 }); // the form loads after the heading
    await fillValid(app, main, 'ada.referred@example.com');
    await app.user.click(within(main).getByLabelText(/rewards programme terms/));
    await app.user.click(within(main).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.router.location.pathname).toBe('/en-us/account'), { timeout: 10_000 });
    const profile = await app.services.commerce.session.profile();
    expect(profile.isLoyaltyMember).toBe(true);
    // The form already credited the code: asking again answers that it was not applied (a second time).
    const again = await signUpCommerceOf(app.services.commerce).loyaltyToken('FRIEND-7Q2K');
    expect(again.referralApplied).toBe(false);
  });
});
