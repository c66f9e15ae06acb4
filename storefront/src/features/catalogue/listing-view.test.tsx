import { render, screen, waitFor } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ProductSearchAnswer } from '../../commerce/catalogue';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { useTestSimulator as startTestSimulator } from '../../testing/simulator-server';
import { testCommerce } from '../../testing/test-commerce';
import { EMPTY_LISTING } from './listing-query';
import { ListingView } from './listing-view';
import type { Listing } from './use-listing';

// Renamed on import: it registers vitest hooks, not React ones.
const sim = startTestSimulator();

/** The listing as useListing gives it, with the query's state set by hand: only what ListingView reads. */
function listing(data: ProductSearchAnswer | undefined): Listing {
  const search = {
    data,
    isError: false,
    isFetching: false,
    isPlaceholderData: false,
    error: null,
    refetch: vi.fn(),
  };
  return { state: EMPTY_LISTING, setState: vi.fn(), pageSize: 24, search } as unknown as Listing;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <TestIntlProvider>
    <MemoryRouter>{children}</MemoryRouter>
  </TestIntlProvider>
);

describe('ListingView', { timeout: 30_000 }, () => {
  it('renders an arriving answer in a transition: the skeleton stays in the commit the answer arrives with', async () => {
    const answer = await testCommerce(sim).catalogue.searchProducts({
      categoryId: '1000',
      filters: {},
      sort: 'bestMatches',
      page: 1,
      pageSize: 24,
    });
    const tilesPerCommit: number[] = [];
    const view = (data: ProductSearchAnswer | undefined) => (
      <Profiler
        id="listing"
        onRender={() => tilesPerCommit.push(document.querySelectorAll('article').length)}
      >
        <ListingView listing={listing(data)} title="Men" empty={null} />
      </Profiler>
    );
    const { rerender } = render(view(undefined), { wrapper });
    expect(tilesPerCommit).toEqual([0]);

    rerender(view(answer));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    // The answer's own (urgent) commit, then the results in two: the first two rows, then the rest.
    expect(tilesPerCommit).toEqual([0, 0, 8, 24]);
    expect(screen.getByText('54 products')).toBeInTheDocument();
  });
});
