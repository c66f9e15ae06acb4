import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';

const sim = useTestSimulator();
useAccountTestSetup();

beforeAll(async () => {
  await import('./sign-up-form');
});

async function openPage(path = '/en-us/sign-up') {
  const app = renderApp(sim, path);
  const main = await screen.findByRole('main', {}, { timeout: 8000 });
  await within(main).findByLabelText(/^First name/, {}, { timeout: 8000 }); // the form loads after the heading
  const field = (name: RegExp) => within(main).getByLabelText(name);
  return { ...app, main, field };
}

const fill = async (
  app: Awaited<ReturnType<typeof openPage>>,
  values: Partial<Record<'first' | 'last' | 'email' | 'password' | 'postal' | 'birth' | 'phone', string>>,
) => {
  const labels = {
    first: /^First name/,
    last: /^Last name/,
    email: /^Email/,
    password: /^Password/,
    postal: /^Postal code/,
    birth: /^Birth date/,
    phone: /^Mobile phone/,
  } as const;
  for (const [key, value] of Object.entries(values) as [keyof typeof labels, string][]) {
    const input = app.field(labels[key]);
    await app.user.clear(input);
    if (value) await app.user.type(input, value);
  }
};

const VALID = {
  first: 'Ada',
  last: 'Lovelace',
  password: 'Summit2026',
  postal: '98101',
  birth: '04/12/1990',
};

describe('the sign-up form', { timeout: 30_000 }, () => {
  it('shows each validator message of the contracts on its field', async () => {
    const app = await openPage();
    await app.user.click(within(app.main).getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(app.field(/^First name/)).toHaveAccessibleDescription('This field is required'),
    );
    // The shopper is taken to the first field in error, the top one.
    expect(app.field(/^First name/)).toHaveFocus();
    expect(app.field(/^Last name/)).toHaveAccessibleDescription('This field is required');
    expect(app.field(/^Email/)).toHaveAccessibleDescription('This field is required');
    expect(app.field(/^Postal code/)).toHaveAccessibleDescription('This field is required');

    await fill(app, {
      first: 'Ada9',
      email: 'ada@example',
      postal: '123',
      birth: '31/12/1990',
      phone: '123',
    });
    await app.user.click(within(app.main).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.field(/^First name/)).toHaveAccessibleDescription('Name is not valid.'));
    expect(app.field(/^Email/)).toHaveAccessibleDescription('Email is not valid');
    expect(app.field(/^Postal code/)).toHaveAccessibleDescription('Must be at least 5 characters.');
    // The birth date's format hint stays next to its error.
    expect(app.field(/^Birth date/)).toHaveAccessibleDescription(
      'Format: MM/DD/YYYY Date should match MM/DD/YYYY and be a valid date.',
    );
    expect(app.field(/^Mobile phone/)).toHaveAccessibleDescription('A valid phone number is required');

    await fill(app, { postal: 'ABCDE', birth: '12/31/1899' });
    await app.user.click(within(app.main).getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(app.field(/^Postal code/)).toHaveAccessibleDescription('Enter a 5-digit ZIP code (or ZIP+4).'),
    );
    expect(app.field(/^Birth date/)).toHaveAccessibleDescription(
      /Date should not be earlier than 01\/01\/1900\.$/,
    );

    const thisYear = new Date().getFullYear();
    await fill(app, { birth: `01/01/${thisYear - 5}` });
    await app.user.click(within(app.main).getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(app.field(/^Birth date/)).toHaveAccessibleDescription(/You must be at least 13 years old\.$/),
    );
  });

  it('ticks the password requirements live, each its own message', async () => {
    const app = await openPage();
    const list = within(app.main).getByText('Your password needs:').parentElement as HTMLElement;
    const item = (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
    expect(item('Eight or more characters')).toHaveTextContent('not met yet');
    await fill(app, { password: 'abc' });
    expect(item('One lowercase letter')).toHaveTextContent('(met)');
    expect(item('One uppercase letter')).toHaveTextContent('not met yet');
    await fill(app, { password: 'Abcdefg1' });
    for (const name of [
      'Eight or more characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
    ])
      expect(item(name)).toHaveTextContent('(met)');
    await fill(app, { password: 'abcdefgh' });
    await app.user.click(within(app.main).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.field(/^Password/)).toHaveAccessibleDescription(/One uppercase letter/));
  });

  it('SMS consent: a valid phone offers it, ticking reveals the terms, accepting confirms, clearing resets', async () => {
    const app = await openPage();
    expect(within(app.main).queryByLabelText(/text message/)).toBeNull();
    await fill(app, { phone: '2065550177' });
    expect(app.field(/^Mobile phone/)).toHaveValue('(206) 555 - 0177');
    const consent = within(app.main).getByLabelText(/text message/);
    await app.user.click(consent);
    await app.user.click(within(app.main).getByRole('button', { name: 'Accept SMS terms' }));
    expect(within(app.main).getByRole('status')).toHaveTextContent('SMS terms accepted');
    await fill(app, { phone: '' });
    expect(within(app.main).queryByLabelText(/text message/)).toBeNull();
    await fill(app, { phone: '2065550177' });
    expect(within(app.main).getByLabelText(/text message/)).not.toBeChecked();
    expect(within(app.main).queryByText('SMS terms accepted')).toBeNull();
  });

  it('creates the account, says so and signs the shopper in', async () => {
    const app = await openPage();
    await fill(app, { ...VALID, email: 'ada.page@example.com' });
    await app.user.click(within(app.main).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.router.location.pathname).toBe('/en-us/account'), { timeout: 10_000 });
    await screen.findByText('Account created', {}, { timeout: 5000 });
    expect(app.services.commerce.deps.session.get().consumerNo).toBeDefined();
  });

  it('puts a login in use on the email field and a phone in use on the phone field', async () => {
    const app = await openPage();
    await fill(app, { ...VALID, email: 'registered@example.com' });
    await app.user.click(within(app.main).getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(app.field(/^Email/)).toHaveAccessibleDescription(/already exists|already in use/i),
    );
    await fill(app, { email: 'ada.phone@example.com', phone: '2065550101' });
    await app.user.click(within(app.main).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.field(/^Mobile phone/)).toHaveAccessibleDescription(/already in use/i));
  });

  it("a newsletter profile's email (PRO400) on the email field, AUT444 on the phone field", async () => {
    const app = await openPage();
    await fill(app, { ...VALID, email: 'newsletter@example.com' });
    await app.user.click(within(app.main).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.field(/^Email/)).toHaveAttribute('aria-invalid', 'true'));
    expect(app.field(/^Email/)).toHaveFocus();
    await sim.control('POST', '/faults', { operation: 'signUp', errorId: 'AUT444', times: 1 });
    await fill(app, { email: 'ada.other@example.com', phone: '2065550188' });
    await app.user.click(within(app.main).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.field(/^Mobile phone/)).toHaveAttribute('aria-invalid', 'true'));
    expect(app.field(/^Email/)).not.toHaveAttribute('aria-invalid');
  });

  it('prefills a known consumer and locks the filled fields', async () => {
    const app = await openPage('/en-us/sign-up?consumerId=C000100001&email=registered@example.com');
    await waitFor(() => expect(app.field(/^Email/)).toHaveValue('registered@example.com'));
    expect(app.field(/^Email/)).toHaveAttribute('readonly');
    expect(app.field(/^First name/)).toHaveAttribute('readonly');
    expect(app.field(/^First name/)).not.toHaveValue('');
    expect(app.field(/^Password/)).not.toHaveAttribute('readonly');
  });
});
