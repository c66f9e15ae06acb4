import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ProductSearchAnswer } from '../../commerce/catalogue';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { useTestSimulator as startTestSimulator } from '../../testing/simulator-server';
import { testCommerce } from '../../testing/test-commerce';
import { ProductGrid } from './product-grid';

// Counts how often the grid renders a tile (the tiles themselves are the real ones).
const tiles = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./product-tile', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./product-tile')>();
  return {
    ...actual,
    ProductTile: (props: Parameters<typeof actual.ProductTile>[0]) => {
      tiles.renders++;
      return <actual.ProductTile {...props} />;
    },
  };
});

// Renamed on import: it registers vitest hooks, not React ones.
const sim = startTestSimulator();

/** One full page of Men (24 products) from the simulator. */
async function menPage(): Promise<ProductSearchAnswer['products']> {
  const answer = await testCommerce(sim).catalogue.searchProducts({
    categoryId: '1000',
    filters: {},
    sort: 'bestMatches',
    page: 1,
    pageSize: 24,
  });
  return answer.products;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <TestIntlProvider>
    <MemoryRouter>{children}</MemoryRouter>
  </TestIntlProvider>
);

const tileNames = () =>
  screen.getAllByRole('article').map((tile) => within(tile).getByRole('heading').textContent);

describe('ProductGrid', { timeout: 30_000 }, () => {
  it('commits the first two rows of tiles with the answer, the rest in a second commit', async () => {
    const products = await menPage();
    const tilesPerCommit: number[] = [];
    render(
      <Profiler id="grid" onRender={() => tilesPerCommit.push(document.querySelectorAll('article').length)}>
        <ProductGrid products={products} />
      </Profiler>,
      { wrapper },
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(tilesPerCommit).toEqual([8, 24]);
    expect(tileNames()).toEqual(products.map((p) => p.name));
  });

  it('renders a later answer whole, and no tile again while the page around it re-renders', async () => {
    const products = await menPage();
    function Page() {
      const [shown, setShown] = useState(products.slice(0, 12));
      const [, setTick] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setTick((n) => n + 1)}>
            re-render
          </button>
          <button type="button" onClick={() => setShown(products.slice(12))}>
            next answer
          </button>
          <Profiler
            id="grid"
            onRender={(_, phase) => {
              if (phase === 'update') tilesPerUpdate.push(document.querySelectorAll('article').length);
            }}
          >
            <ProductGrid products={shown} />
          </Profiler>
        </>
      );
    }
    const tilesPerUpdate: number[] = [];
    const user = userEvent.setup();
    render(<Page />, { wrapper });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));

    const before = tiles.renders;
    await user.click(screen.getByRole('button', { name: 're-render' }));
    expect(tiles.renders).toBe(before);

    tilesPerUpdate.length = 0;
    await user.click(screen.getByRole('button', { name: 'next answer' }));
    expect(tilesPerUpdate).toEqual([12]);
    expect(tileNames()).toEqual(products.slice(12).map((p) => p.name));
  });
});
