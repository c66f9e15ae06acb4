import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator as startTestSimulator } from '../../testing/simulator-server';

// Renamed on import: it registers vitest hooks, not React ones.
const sim = startTestSimulator();

describe('search page on the simulator', { timeout: 30_000 }, () => {
  it('lists the results for a query with facets, sort and the count', async () => {
    const { router, user } = renderApp(sim, '/en-us/search?q=jacket');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “jacket”' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^\d+ products$/)).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(await within(sidebar).findByRole('checkbox', { name: /^Women\W+\(\d+\)$/ }));
    // The query stays in the URL beside the filter.
    expect(router.state.location.search).toBe('?q=jacket&gender=women');
  });

  it('a query with no match shows tips, popular searches and categories, and a way home', async () => {
    renderApp(sim, '/en-us/search?q=qwxzzyplm');
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t find anything for “qwxzzyplm”' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Check the spelling.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jacket' })).toHaveAttribute('href', '/en-us/search?q=jacket');
    expect(await screen.findByRole('link', { name: 'Footwear' })).toHaveAttribute(
      'href',
      '/en-us/c/footwear-3000',
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en-us');
    // No filters or grid for nothing.
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('"Shop all Sale" (?filters=sale:true, no text) lists everything on sale, the filter shown', async () => {
    renderApp(sim, '/en-us/search?filters=sale:true');
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
    const count = await screen.findByText(/^\d+ products?$/);
    expect(Number(/\d+/.exec(count.textContent ?? '')?.[0])).toBeGreaterThan(24);
    expect(screen.getByRole('button', { name: 'Remove filter Sale: On sale' })).toBeInTheDocument();
    const tiles = () => within(screen.getByRole('region', { name: 'Products' })).getAllByRole('article');
    await waitFor(() => expect(tiles()).toHaveLength(24));
    for (const tile of tiles()) expect(within(tile).getByText(/Sale price/)).toBeInTheDocument();
  });

  it('a sort without a text lists the whole assortment in that order', async () => {
    renderApp(sim, '/en-us/search?sort=newest');
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest');
    expect(await screen.findByText(/^\d+ products$/)).toBeInTheDocument();
  });

  it('follows a redirect term to its page', async () => {
    const { router } = renderApp(sim, '/en-us/search?q=gift%20card');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-us/gift-card'));
  });
});
