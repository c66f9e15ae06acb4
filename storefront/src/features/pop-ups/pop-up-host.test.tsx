import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { DISMISSED_POP_UPS_KEY, dismissedPopUps } from './dismissed-pop-ups';

const sim = useTestSimulator();
const SLOW = { timeout: 8000 };

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem(DISMISSED_POP_UPS_KEY);
  dismissedPopUps.reload();
});

describe('the pop-ups of every page (popups/{siteId})', { timeout: 30_000 }, () => {
  it('shows the first pop-up; once closed it stays closed after a reload and the next one shows', async () => {
    const first = renderApp(sim, '/en-us');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    // The pop-ups load when the shopper first scrolls (or a few seconds in).
    window.dispatchEvent(new Event('scroll'));
    const tab = await screen.findByRole('button', { name: 'Get 10% off' }, SLOW);
    // Its delay is the default 2 seconds.
    const region = await screen.findByRole('region', { name: '10% off your first order' }, { timeout: 4000 });
    await first.user.click(within(region).getByRole('button', { name: 'Close the offer' }));
    expect(tab).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DISMISSED_POP_UPS_KEY) ?? '{}')).toEqual({
      names: ['welcome-offer'],
    });
    first.unmount();

    // A reload: the stored list decides; the loyalty invitation (the second pop-up) shows instead.
    renderApp(sim, '/en-us');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    window.dispatchEvent(new Event('scroll'));
    expect(await screen.findByRole('button', { name: 'Join Basecamp rewards' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get 10% off' })).toBeNull();
  });

  it('shows nothing once every pop-up was dismissed', async () => {
    localStorage.setItem(DISMISSED_POP_UPS_KEY, JSON.stringify({ names: ['welcome-offer', 'loyalty-join'] }));
    dismissedPopUps.reload();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp(sim, '/en-us');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    window.dispatchEvent(new Event('scroll'));
    // The pop-ups were asked for and answered: none of them shows.
    await waitFor(
      () => expect(fetchSpy.mock.calls.some(([input]) => String(input).includes('/popups/'))).toBe(true),
      SLOW,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: 'Close the offer' })).toBeNull();
  });
});
