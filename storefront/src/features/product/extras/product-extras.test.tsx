import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InViewObserver } from '../../../testing/in-view-observer';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';

const sim = useTestSimulator();

beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
afterEach(() => {
  dialogStore.closeAll();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Seeded fixtures (simulator/db/seed/catalogue-fixtures.ts): size 9 of the sneaker is out everywhere. */
const SIZE_OUT = '/en-us/p/mens-canyon-low-sneaker-SPSN0001';
const TENT = '/en-us/p/summit-dome-tent-SPTN0001';

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

/** The bodies of the calls that went out to `path` (the real fetch, only watched). */
function watchCalls() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return (method: string, path: string) =>
    spy.mock.calls
      .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).includes(path))
      .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);
}

describe('product page extras', { timeout: 30_000 }, () => {
  it('opens the size guide: the footwear chart and the foot-size tables', async () => {
    const { user } = renderApp(sim, SIZE_OUT);
    await heading(/Canyon Low Sneaker/);
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' });
    const chart = await within(dialog).findByRole('table', { name: 'Footwear size chart' });
    expect(within(chart).getByRole('columnheader', { name: 'Foot length' })).toBeInTheDocument();
    expect(within(dialog).getByText('Measurements in centimetres.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('table', { name: 'Women' })).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Men' })).toBeInTheDocument();
  });

  it('asks for a back-in-stock e-mail for the sold-out size with the contract body', async () => {
    const callsTo = watchCalls();
    const { user } = renderApp(sim, SIZE_OUT);
    await heading(/Canyon Low Sneaker/);
    await user.click(screen.getByRole('button', { name: 'Size sold out? Notify me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notify me when it is back' });
    // The only sold-out size is chosen for the shopper.
    expect(within(dialog).getByRole('radio', { name: '9' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('E-mail'), 'ana@');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(within(dialog).getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(callsTo('PUT', '/products/v1/notifications')).toEqual([]);
    await user.type(within(dialog).getByLabelText('E-mail'), 'example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Done: we will e-mail ana@example.com when size 9 is back.',
    );
    const [body] = callsTo('PUT', '/products/v1/notifications');
    expect(body).toEqual({
      email: 'ana@example.com',
      productId: 'SPSN0001',
      sku: 'SPSN0001BLK090',
      locale: 'en-us',
    });
  });

  it('shows a 400 on the field it names (PLP400: the size) and keeps the form', async () => {
    await sim.control('POST', '/faults', { operation: 'subscribeBackInStock', errorId: 'PLP400', times: 1 });
    const { user } = renderApp(sim, SIZE_OUT);
    await heading(/Canyon Low Sneaker/);
    await user.click(screen.getByRole('button', { name: 'Size sold out? Notify me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notify me when it is back' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findByText('Choose the size you want')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Size' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the set the product belongs to, each member linked to its page', async () => {
    renderApp(sim, SIZE_OUT);
    await heading(/Canyon Low Sneaker/);
    const set = await screen.findByRole(
      'region',
      { name: 'Complete the look: Winter Summit Look' },
      { timeout: 10_000 },
    );
    const links = within(set).getAllByRole('link');
    expect(links.length).toBe(3);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/-SPJK0001/), expect.stringMatching(/-SPFL0001/)]),
    );
    expect(within(set).getByText('You are viewing this product')).toBeInTheDocument();
  });

  it('offers no notify-me where every size can be bought', async () => {
    renderApp(sim, '/en-us/p/mens-summit-down-jacket-SPJK0001');
    await heading(/Summit Down Jacket/);
    expect(screen.getByRole('button', { name: 'Size guide' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Size sold out? Notify me' })).toBeNull();
    await waitFor(() => expect(screen.queryByText(/Complete the look/)).toBeNull());
    void TENT;
  });
});
