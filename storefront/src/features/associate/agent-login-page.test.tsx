import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isInStoreAssociate } from '../../commerce/session-state';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { dialogStore } from '../../ui/dialog/dialog-store';
import { toastStore } from '../../ui/toast/toast-store';

const sim = useTestSimulator();
// The first visit loads the route chunk, the associate texts and the store list.

afterEach(() => {
  act(() => {
    dialogStore.closeAll();
    toastStore.clear();
  });
});

async function loginPage() {
  const app = renderApp(sim, '/en-us/agent-login');
  await screen.findByRole('heading', { level: 1, name: 'Associate sign-in' });
  // The page's form (the header has a Sign in button of its own).
  const main = within(screen.getByRole('main'));
  const store = main.getByLabelText(/^Store/) as HTMLSelectElement;
  // The store list arrives from listStores.
  await within(store).findByRole('option', { name: 'Denver Flagship (Denver)' });
  return {
    ...app,
    store,
    username: main.getByLabelText(/^Employee ID/),
    password: main.getByLabelText(/^Password/),
    submit: main.getByRole('button', { name: 'Sign in' }),
  };
}

describe('agent login page', { timeout: 30_000 }, () => {
  it('offers only stores that sell in store, and says what each empty field needs', async () => {
    const { user, store, username, password, submit } = await loginPage();
    const names = within(store)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toContain('Denver Flagship (Denver)');
    expect(names.length).toBeGreaterThan(1);
    await user.click(submit);
    await waitFor(() => expect(store).toHaveAttribute('aria-invalid', 'true'));
    expect(store).toHaveAccessibleDescription('Select your store');
    expect(username).toHaveAccessibleDescription(/Enter your employee ID/);
    expect(password).toHaveAccessibleDescription('Enter your password');
  });

  it('a wrong password shows the associate wording of the invalid-credentials error', async () => {
    const { user, store, username, password, submit, services } = await loginPage();
    await user.selectOptions(store, '0412');
    await user.type(username, 'E10442');
    await user.type(password, 'Wrong-password1');
    await user.click(submit);
    const message = await within(screen.getByRole('main')).findByText(
      'The employee ID or password is incorrect. Please try again.',
    );
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(isInStoreAssociate(services.commerce.deps.session.get())).toBe(false);
  });

  it('signs in, shows the store and employee in the header; ending the session lands back here', async () => {
    const { user, store, username, password, submit, router, services } = await loginPage();
    await user.selectOptions(store, '0412');
    await user.type(username, 'E10442');
    await user.type(password, 'Associate2026!');
    await user.click(submit);
    const badge = await screen.findByRole('region', { name: 'In-store session' });
    expect(badge).toHaveTextContent('In store: Denver Flagship · Sam Rivera (E10442)');
    await waitFor(() => expect(router.location.pathname).toBe('/en-us'));
    expect(services.commerce.deps.session.get()).toMatchObject({
      consumerType: 'EMPLOYEE',
      buyInStore: { storeId: '0412', storeEmployeeId: 'E10442' },
    });

    await user.click(within(badge).getByRole('button', { name: 'End in-store session' }));
    await waitFor(() => expect(router.location.pathname).toBe('/en-us/agent-login'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'In-store session' })).not.toBeInTheDocument(),
    );
    expect(services.commerce.deps.session.get().consumerType).toBe('GUEST');
    expect(await screen.findByRole('heading', { level: 1, name: 'Associate sign-in' })).toBeInTheDocument();
  });
});
