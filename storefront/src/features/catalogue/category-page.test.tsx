import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator as startTestSimulator } from '../../testing/simulator-server';
import { testCommerce } from '../../testing/test-commerce';

// Renamed on import: it registers vitest hooks, not React ones.
const sim = startTestSimulator();
// The first render loads lazy routes, the messages and the simulator's seed: allow for a cold start.

/** The product names of the grid, in order. */
const gridNames = () =>
  within(screen.getByRole('region', { name: 'Products' }))
    .getAllByRole('article')
    .map((tile) => within(tile).getByRole('heading').textContent);

describe('category page on the simulator', { timeout: 30_000 }, () => {
  it('shows the category heading, the count and one page of products', async () => {
    renderApp(sim, '/en-us/c/men-1000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Men' })).toBeInTheDocument();
    expect(await screen.findByText('54 products')).toBeInTheDocument();
    await waitFor(() => expect(gridNames()).toHaveLength(24));
    expect(screen.getByRole('link', { name: "Men's Summit Down Jacket" })).toHaveAttribute(
      'href',
      '/en-us/p/mens-summit-down-jacket-SPJK0001BLK',
    );
  });

  it("a menu's sale link in the API's terms (?filters=sale:true) lists only products on sale, the filter shown", async () => {
    renderApp(sim, '/en-us/c/men-1000?filters=sale:true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Men' })).toBeInTheDocument();
    const count = await screen.findByText(/^\d+ products?$/);
    const total = Number(/\d+/.exec(count.textContent ?? '')?.[0]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(54);
    expect(screen.getByRole('button', { name: 'Remove filter Sale: On sale' })).toBeInTheDocument();
    const tiles = () => within(screen.getByRole('region', { name: 'Products' })).getAllByRole('article');
    await waitFor(() => expect(tiles()).toHaveLength(Math.min(total, 24)));
    for (const tile of tiles()) expect(within(tile).getByText(/Sale price/)).toBeInTheDocument();
  });

  it('a new arrivals link (?sort=newest) selects the newest order', async () => {
    renderApp(sim, '/en-us/c/women-2000?sort=newest');
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest');
    await screen.findByText('53 products');
  });

  it('a best sellers link (?sort=bestMatches) shows the best sellers order selected', async () => {
    renderApp(sim, '/en-us/c/women-2000?sort=bestMatches');
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best sellers');
    await screen.findByText('53 products');
  });

  it('also answers the prefixed category URL form', async () => {
    renderApp(sim, '/en-us/outdoor/footwear-c3000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Footwear' })).toBeInTheDocument();
  });

  it('filters by a facet value: the URL and the results follow, and a chip removes it', async () => {
    const { router, user } = renderApp(sim, '/en-us/c/men-1000?page=2');
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    const black = await within(sidebar).findByRole('checkbox', { name: /^Black/ });
    const count = Number(/\((\d+)\)/.exec(black.parentElement?.textContent ?? '')?.[1]);
    await user.click(black);
    expect(router.state.location.search).toBe('?color=black');
    expect(await screen.findByText(`${count} products`)).toBeInTheDocument();
    expect(within(sidebar).getByRole('checkbox', { name: /^Black/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove filter Colour: Black' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('54 products')).toBeInTheDocument();
  });

  it('small screens filter in a drawer: choices apply at once, the footer shows the count', async () => {
    const { router, user } = renderApp(sim, '/en-us/c/men-1000');
    await screen.findByText('54 products');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: /^On sale/ }));
    expect(router.state.location.search).toBe('?sale=true');
    const show = await within(drawer).findByRole('button', { name: /^Show \d+ products?$/ });
    await waitFor(() => expect(show.textContent).not.toBe('Show 54 products'));
    await user.click(show);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
  });

  it('renders the facet sidebar from the desktop breakpoint only: phones get the drawer, no hidden copy', async () => {
    const viewport = (width: number, height: number) =>
      (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
        width,
        height,
      });
    viewport(390, 844);
    try {
      const { user } = renderApp(sim, '/en-us/c/men-1000');
      await screen.findByText('54 products');
      expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: /^Black/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Filter' }));
      const drawer = await screen.findByRole('dialog', { name: 'Filters' });
      expect(within(drawer).getByRole('checkbox', { name: /^Black/ })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // Turned or resized to a desktop width: the sidebar appears.
      act(() => viewport(1280, 800));
      const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
      expect(within(sidebar).getByRole('checkbox', { name: /^Black/ })).toBeInTheDocument();
    } finally {
      viewport(1024, 768);
    }
  });

  it('sorts by price: the grid follows the answer for that sort', async () => {
    const { router, user } = renderApp(sim, '/en-us/c/men-1000');
    await screen.findByText('54 products');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'priceLowToHigh');
    expect(router.state.location.search).toBe('?sort=price-low-high');
    const expected = await testCommerce(sim).catalogue.searchProducts({
      categoryId: '1000',
      filters: {},
      sort: 'priceLowToHigh',
      page: 1,
      pageSize: 24,
    });
    await waitFor(() => expect(gridNames()).toEqual(expected.products.map((p) => p.name)));
  });

  it('goes to page 2 and back with the history', async () => {
    const { router, user } = renderApp(sim, '/en-us/c/men-1000?sort=top-rated');
    await waitFor(() => expect(gridNames()).toHaveLength(24));
    const first = gridNames();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('link', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?sort=top-rated&page=2');
    await waitFor(() => expect(gridNames()[0]).not.toBe(first[0]));
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The last page (54 = 24 + 24 + 6) keeps the other query parameters.
    expect(within(pagination).getByRole('link', { name: 'Last page' })).toHaveAttribute(
      'href',
      '/en-us/c/men-1000?sort=top-rated&page=3',
    );
    act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=top-rated'));
    await waitFor(() => expect(gridNames()).toEqual(first));
  });

  it('a link past the last page offers the last page', async () => {
    const { router, user } = renderApp(sim, '/en-us/c/men-1000?page=9');
    await user.click(await screen.findByRole('link', { name: 'Go to the last page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(gridNames()).toHaveLength(6));
  });

  it('shows a product on sale in some colours from its lowest price, the original struck through, up to its percent off', async () => {
    renderApp(sim, '/en-us/c/tents-400120');
    const link = await screen.findByRole('link', { name: 'Aurora 2-Person Tent' });
    const tile = link.closest('article') as HTMLElement;
    expect(tile).toHaveTextContent('From $279.20');
    expect(tile.querySelector('s')).toHaveTextContent('$349.00');
    expect(within(tile).getByText('Up to 20% off')).toBeInTheDocument();
  });

  it('opens the quick shop with the sold-out size disabled and labelled unavailable', async () => {
    const { user } = renderApp(sim, '/en-us/c/sneakers-300130');
    await user.click(await screen.findByRole('button', { name: "Quick shop Men's Canyon Low Sneaker" }));
    const dialog = await screen.findByRole('dialog', { name: "Men's Canyon Low Sneaker" });
    const nine = await within(dialog).findByRole('radio', { name: '9, unavailable' });
    expect(nine).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: '10' })).toBeEnabled();
    expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      expect.stringContaining('/en-us/p/'),
    );
  });

  it('shows the not-found page for an unknown category', async () => {
    renderApp(sim, '/en-us/c/nothing-here-9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers a retry when the listing fails', async () => {
    await sim.control('POST', '/faults', {
      operation: 'searchProducts',
      errorId: 'GEN500',
      times: 3,
      force: true,
    });
    const { user } = renderApp(sim, '/en-us/c/men-1000');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    await user.click(retry);
    expect(await screen.findByText('54 products', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
