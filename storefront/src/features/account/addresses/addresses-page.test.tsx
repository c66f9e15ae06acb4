import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { applyWorldSetup } from '../../../testing/simulator-test-facts';
import { toastStore } from '../../../ui/toast/toast-store';

const sim = useTestSimulator();
// Generous: the page's chunk and its catalogue areas load on the first visit, on a shared machine.
const WAIT = { timeout: 15_000 };
useAccountTestSetup();

async function openBook(email = 'registered@example.com') {
  const app = renderApp(sim, '/en-us/account');
  await app.services.commerce.session.signIn(email, 'Trail2026!');
  app.router.navigate('/en-us/account/addresses');
  await screen.findByRole('heading', { level: 1, name: 'Your addresses' }, WAIT);
  return app;
}

const shipping = () => screen.getByRole('region', { name: 'Shipping addresses' });
const billing = () => screen.getByRole('region', { name: 'Billing addresses' });
const card = (region: HTMLElement, line: string) =>
  within(region)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(line)) as HTMLElement;
const isMain = (item: HTMLElement) => within(item).queryByText('Main address') !== null;
const lastToast = () => toastStore.getQueue().at(-1);

async function fillAddress(app: Awaited<ReturnType<typeof openBook>>, line1: string) {
  const form = screen.getByRole('region', { name: 'New address' });
  await app.user.selectOptions(within(form).getByLabelText('Country'), 'US');
  await app.user.type(within(form).getByLabelText('First name'), 'Ana');
  await app.user.type(within(form).getByLabelText('Last name'), 'Lima');
  await app.user.type(within(form).getByLabelText('Street address'), line1);
  await app.user.type(within(form).getByLabelText('City'), 'Seattle');
  await app.user.selectOptions(within(form).getByLabelText(/State/), 'WA');
  await app.user.type(within(form).getByLabelText(/ZIP code/), '98101');
  await app.user.type(within(form).getByLabelText('Phone', { selector: 'input' }), '2065550199');
  return form;
}

describe('the address book', { timeout: 60_000 }, () => {
  it('lists the saved addresses by type, main first, on the account menu', async () => {
    await openBook();
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'Addresses' })).toHaveAttribute('aria-current', 'page');
    const items = within(shipping()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('1201 3rd Ave');
    expect(isMain(items[0] as HTMLElement)).toBe(true);
    expect(card(billing(), '500 Pine St')).toBeDefined();
  });

  it('adds an address made main: the other shipping main loses its flag, the billing main keeps it', async () => {
    const app = await openBook();
    await app.user.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = await fillAddress(app, '77 Lake Way');
    await app.user.click(within(form).getByLabelText('Use as my main address'));
    await app.user.click(within(form).getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(card(shipping(), '77 Lake Way')).toBeDefined(), WAIT);
    await waitFor(() => expect(isMain(card(shipping(), '77 Lake Way'))).toBe(true));
    expect(isMain(card(shipping(), '1201 3rd Ave'))).toBe(false);
    expect(isMain(card(billing(), '500 Pine St'))).toBe(true);
  });

  it("makes a saved address main (the server's answer shows one main per type)", async () => {
    const app = await openBook();
    const second = card(shipping(), '400 Broad St');
    await app.user.click(within(second).getByRole('button', { name: 'Make main' }));
    await waitFor(() => expect(isMain(card(shipping(), '400 Broad St'))).toBe(true), WAIT);
    expect(isMain(card(shipping(), '1201 3rd Ave'))).toBe(false);
  });

  it('sends the first billing address of a shopper as main', async () => {
    const app = await openBook('athlete@example.com');
    expect(within(billing()).getByText('No saved address of this type yet.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Add an address' }));
    await app.user.click(screen.getByRole('radio', { name: 'Billing' }));
    const form = await fillAddress(app, '9 Spruce Rd');
    await app.user.type(within(form).getByLabelText('Email'), 'athlete@example.com');
    await app.user.click(within(form).getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(isMain(card(billing(), '9 Spruce Rd'))).toBe(true), WAIT);
  });

  it("applies the server's address rules over the contracts' defaults", async () => {
    const world = await sim.simulator.worlds.get(sim.sessionHeader()['x-harness-session']);
    await applyWorldSetup(world, {
      addressRules: [
        {
          countryCode: 'US',
          form: 'shipping',
          fields: {
            postalCode: { pattern: '^9\\d{4}$', patternMessage: 'We ship to ZIP codes 9xxxx only.' },
          },
        },
      ],
    });
    const app = await openBook();
    await app.user.click(screen.getByRole('button', { name: 'Add an address' }));
    await waitFor(
      () => expect(app.services.queryClient.getQueryData(['countryRules', 'en-us', 'US'])).toBeDefined(),
      WAIT,
    );
    const form = await fillAddress(app, '77 Lake Way');
    const zip = within(form).getByLabelText(/ZIP code/);
    await app.user.clear(zip);
    await app.user.type(zip, '80204');
    await app.user.click(within(form).getByRole('button', { name: 'Save the address' }));
    await within(form).findByText('We ship to ZIP codes 9xxxx only.', undefined, WAIT);
    expect(screen.queryByRole('region', { name: 'Shipping addresses' })).toBeNull();
  });

  it('edits an address', async () => {
    const app = await openBook();
    await app.user.click(within(card(shipping(), '400 Broad St')).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('region', { name: 'Edit the address' });
    const street = within(form).getByLabelText('Street address');
    await app.user.clear(street);
    await app.user.type(street, '401 Broad St');
    await app.user.click(within(form).getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(card(shipping(), '401 Broad St')).toBeDefined(), WAIT);
  });

  it('deletes an address', async () => {
    const app = await openBook();
    await app.user.click(within(card(shipping(), '400 Broad St')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(card(shipping(), '400 Broad St')).toBeUndefined(), WAIT);
    expect(lastToast()?.title).toBe('Address deleted');
  });

  it("PRO414: a saved card's billing address cannot be deleted (a sticky error toast)", async () => {
    const app = await openBook();
    await app.user.click(within(card(billing(), '500 Pine St')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(lastToast()?.message).toBe('This billing address cannot be deleted.'), {
      timeout: 8000,
    });
    expect(lastToast()).toMatchObject({ tone: 'error', autoClose: false });
    expect(card(billing(), '500 Pine St')).toBeDefined();
  });

  it('CCA400: an address already saved is refused with a sticky error toast', async () => {
    const app = await openBook();
    await app.user.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = await screen.findByRole('region', { name: 'New address' }, WAIT);
    await app.user.type(within(form).getByLabelText('First name'), 'Ana');
    await app.user.type(within(form).getByLabelText('Last name'), 'Lima');
    await app.user.type(within(form).getByLabelText('Street address'), '1201 3rd Ave');
    await app.user.type(within(form).getByLabelText('City'), 'Seattle');
    await app.user.selectOptions(within(form).getByLabelText(/State/), 'WA');
    await app.user.type(within(form).getByLabelText(/ZIP code/), '98101');
    await app.user.type(within(form).getByLabelText('Phone', { selector: 'input' }), '2065550101');
    await app.user.click(within(form).getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(lastToast()?.message).toBe('This address is already saved in your account.'), {
      timeout: 8000,
    });
    expect(lastToast()).toMatchObject({ tone: 'error', autoClose: false });
  });

  it('CCA401: an address gone meanwhile is refused with a sticky error toast', async () => {
    const app = await openBook();
    const item = card(shipping(), '400 Broad St');
    await app.services.commerce.deps.call('deleteAddress', { params: { addressId: 'addr-reg-2' } });
    await app.user.click(within(item).getByRole('button', { name: 'Make main' }));
    await waitFor(
      () => expect(lastToast()?.message).toBe('This address could not be found in your account.'),
      WAIT,
    );
    expect(lastToast()).toMatchObject({ tone: 'error', autoClose: false });
  });
});
