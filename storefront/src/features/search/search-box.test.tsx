import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createServices } from '../../app/create-services';
import { ServiceProviders } from '../../app/services';
import { SiteConfigProvider } from '../../config/site-config-provider';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { TEST_RUNTIME_CONFIG } from '../../testing/render-app';
import { useTestSimulator as startTestSimulator } from '../../testing/simulator-server';
import { SearchBox } from './search-box';
import { SUGGEST_DEBOUNCE_MS } from './use-auto-suggestions';

// Renamed on import: it registers vitest hooks, not React ones.
const sim = startTestSimulator();

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** The search box as the header renders it, on the simulator, with a probe showing where navigation went. */
function renderSearchBox() {
  const services = createServices(TEST_RUNTIME_CONFIG, {
    extraHeaders: sim.sessionHeader,
    sessionKey: `storefront.session.test.${Math.random()}`,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/:locale',
        element: (
          <ServiceProviders services={services}>
            <SiteConfigProvider locale="en-us" readOverrides={false}>
              <TestIntlProvider>
                <SearchBox />
                <Outlet />
              </TestIntlProvider>
            </SiteConfigProvider>
          </ServiceProviders>
        ),
        children: [
          { path: '*', element: <Where /> },
          { index: true, element: <Where /> },
        ],
      },
    ],
    { initialEntries: ['/en-us'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('search box (combobox) on the simulator', { timeout: 30_000 }, () => {
  it('asks for suggestions only once typing pauses', async () => {
    const { user } = renderSearchBox();
    const commerceSpy = vi.spyOn(globalThis, 'fetch');
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(input, 'tent');
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible());
    const suggestCalls = commerceSpy.mock.calls.filter(([url]) => String(url).includes('autoSuggest'));
    // One call for the settled text, not one per keystroke.
    expect(suggestCalls).toHaveLength(1);
    expect(String(suggestCalls[0]?.[0])).toContain('q=tent');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    commerceSpy.mockRestore();
  });

  it('moves through the suggestions with the arrows and opens one with Enter', async () => {
    const { router, user } = renderSearchBox();
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(input, 'tent');
    await screen.findByRole('listbox');
    const options = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    const label = options[0]?.textContent ?? '';
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/en-us'));
    // The first group holds terms: Enter on a term searches for it.
    expect(router.state.location.pathname).toBe('/en-us/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(label);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the list; Enter without an active option searches for the text', async () => {
    const { router, user } = renderSearchBox();
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(input, 'down jacket');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=down+jacket'));
    expect(router.state.location.pathname).toBe('/en-us/search');
  });

  it('a mouse click on a product suggestion opens its page', async () => {
    const { router, user } = renderSearchBox();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'aurora');
    const option = await screen.findByRole('option', { name: /Aurora 2-Person Tent/ });
    await user.click(option);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/en-us\/p\/aurora-2-person-tent-/));
  });

  it('waits for the debounce before asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderSearchBox();
      const spy = vi.spyOn(globalThis, 'fetch');
      fireEvent.change(screen.getByRole('combobox', { name: 'Search products' }), {
        target: { value: 'boot' },
      });
      await act(async () => {
        vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 50);
      });
      expect(spy.mock.calls.some(([url]) => String(url).includes('autoSuggest'))).toBe(false);
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
      await waitFor(() =>
        expect(spy.mock.calls.some(([url]) => String(url).includes('autoSuggest'))).toBe(true),
      );
      spy.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});
