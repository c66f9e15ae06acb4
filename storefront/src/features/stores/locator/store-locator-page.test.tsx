import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';
import { chosenStore } from '../chosen-store';

const sim = useTestSimulator();

afterEach(() => {
  act(() => {
    dialogStore.closeAll();
    chosenStore.set({});
  });
});

describe('the store locator page', { timeout: 30_000 }, () => {
  it('finds stores near a postal code, with their week and distance in miles, and chooses one', async () => {
    const { user, router } = renderApp(sim, '/en-us/store-locator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a store' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Postal code'), '80202');
    await user.click(screen.getByRole('button', { name: 'Find stores' }));
    const results = await screen.findByRole('region', { name: 'Stores near 80202' });
    expect(router.location.search).toBe('?postalCode=80202');
    const cards = within(results).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    const first = cards[0] as HTMLElement;
    expect(first.textContent).toMatch(/\d+(\.\d)? mi/);
    expect(within(first).getByText('Opening hours')).toBeInTheDocument();
    expect(within(first).getByText('Monday')).toBeInTheDocument();
    const name = within(first).getByRole('heading', { level: 3 }).textContent ?? '';
    await user.click(within(first).getByRole('button', { name: `Choose ${name} as my store` }));
    expect(await screen.findByText(`${name} is your store.`)).toBeInTheDocument();
    expect(chosenStore.get().store?.name).toBe(name);
    // Collection points come in km from the API; a US page shows miles.
    const points = await screen.findByRole('region', { name: 'Collection points near 80202' });
    expect(points.textContent).toMatch(/\d+(\.\d)? mi/);
    expect(points.textContent).not.toMatch(/ km/);
    expect(within(first).getByText('Your store')).toBeInTheDocument();
  });

  it('says when no store is near (STR404) and shows a failure as the catalogue message', async () => {
    const { user } = renderApp(sim, '/en-us/store-locator?postalCode=99950');
    expect(await screen.findByText('No store near 99950. Try another postal code.')).toBeInTheDocument();
    await sim.control('POST', '/faults', { operation: 'searchStores', errorId: 'API400', times: 1 });
    const field = screen.getByLabelText('Postal code');
    await user.clear(field);
    await user.type(field, '80202');
    await user.click(screen.getByRole('button', { name: 'Find stores' }));
    expect(
      await screen.findByText(
        'The request is not valid: a required value such as the client id is missing or malformed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Stores near 80202' })).toBeNull();
  });

  it('checks the postal code before it searches', async () => {
    const { user } = renderApp(sim, '/en-us/store-locator');
    await user.type(await screen.findByLabelText('Postal code'), '8');
    await user.click(screen.getByRole('button', { name: 'Find stores' }));
    expect(screen.getByText('Enter a postal code of 2 to 12 characters')).toBeInTheDocument();
  });

  it('lists the served sites of every country, each link to that site home (fr-ca)', async () => {
    renderApp(sim, '/fr-ca/location-selector');
    const list = await screen.findByRole('list', { name: 'Choisissez votre pays' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/en-us', '/en-ca', '/fr-ca', '/en-gb', '/fr-fr']),
    );
    // de-de and it-it have no storefront here: their links would land on the not-found page.
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/de-de');
    expect(within(list).getByRole('link', { name: 'Canada : Français' })).toBeInTheDocument();
  });
});
