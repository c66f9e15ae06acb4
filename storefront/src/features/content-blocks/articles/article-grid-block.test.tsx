import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articleGridBlock } from '../../../../../contracts/entities/content-blocks-articles';
import { articlesCommerceOf } from '../../../commerce/content/articles';
import { useTestSimulator } from '../../../testing/simulator-server';
import { testCommerce } from '../../../testing/test-commerce';
import { renderBlockOnSimulator } from '../render-block-on-simulator';

const sim = useTestSimulator();
const SITE = { brand: 'summitpeak', locale: 'en-us' } as const;

/** The article searches the grid sent (passed through to the simulator): their query parameters. */
function recordSearches(): URLSearchParams[] {
  const searches: URLSearchParams[] = [];
  const passThrough = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname.includes('/caas/v1/canvas/search/')) searches.push(url.searchParams);
    return passThrough(input, init);
  });
  return searches;
}

afterEach(() => vi.restoreAllMocks());

const grid = (fields: Record<string, unknown> = {}) =>
  articleGridBlock.parse({
    type: 'articleGrid',
    id: 'journal-grid',
    title: 'Latest stories',
    showFilterBar: true,
    rowsToLoad: 2,
    ...fields,
  });

const section = () => screen.findByRole('region', { name: 'Latest stories' });
const cards = (region: HTMLElement) => within(region).queryAllByRole('article');
const numFound = async (tagIds: string[] = []) =>
  (await articlesCommerceOf(testCommerce(sim)).searchArticles(SITE, { limit: 1, offset: 0, tagIds }))
    .numFound;

describe('the article grid on the article search', { timeout: 30_000 }, () => {
  it('asks for rows to load x the small grid size, then loads more from where it ended', async () => {
    const searches = recordSearches();
    const { user } = renderBlockOnSimulator(sim, [grid()]);
    const region = await section();
    await waitFor(() => expect(cards(region)).toHaveLength(6));
    const total = await numFound();
    expect(within(region).getByRole('status')).toHaveTextContent(`6 of ${total} articles`);
    expect(searches[0]?.get('limit')).toBe('6');
    expect(searches[0]?.get('offset')).toBe('0');
    expect(searches[0]?.getAll('tagId')).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards(region)).toHaveLength(12));
    expect(searches.at(-1)?.get('offset')).toBe('6');
    expect(searches.at(-1)?.get('limit')).toBe('6');
    // Every article links to its own page.
    expect(within(region).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en-us\/journal\//),
    );
  });

  it('filters by tags held in the URL: toggles, clear all, back and a reload keep them', async () => {
    const searches = recordSearches();
    const { user, router } = renderBlockOnSimulator(sim, [grid()], { path: '/en-us/journal' });
    const region = await section();
    await waitFor(() => expect(cards(region).length).toBeGreaterThan(0));
    const filters = within(region).getByRole('list', { name: 'Filter by topic' });
    const hiking = within(filters).getByRole('button', { name: 'Hiking' });
    expect(hiking).toHaveAttribute('aria-pressed', 'false');

    await user.click(hiking);
    expect(router.state.location.search).toBe('?tag=hiking');
    await waitFor(() => expect(searches.at(-1)?.getAll('tagId')).toEqual(['hiking']));
    expect(searches.at(-1)?.get('offset')).toBe('0');
    expect(within(filters).getByRole('button', { name: 'Hiking' })).toHaveAttribute('aria-pressed', 'true');
    const hikingTotal = await numFound(['hiking']);
    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent(
        `${Math.min(6, hikingTotal)} of ${hikingTotal} article`,
      ),
    );

    await user.click(within(filters).getByRole('button', { name: 'Camping' }));
    expect(router.state.location.search).toBe('?tag=hiking&tag=camping');
    await waitFor(() => expect(searches.at(-1)?.getAll('tagId')).toEqual(['hiking', 'camping']));

    await user.click(within(region).getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(within(region).queryByRole('button', { name: 'Clear all' })).toBeNull());
    expect(within(filters).getByRole('button', { name: 'Hiking' })).toHaveAttribute('aria-pressed', 'false');

    // Back undoes the clear: both tags are chosen again.
    await router.navigate(-1);
    await waitFor(() =>
      expect(within(filters).getByRole('button', { name: 'Camping' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(filters).getByRole('button', { name: 'Hiking' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens with the tags of the URL (a reload)', async () => {
    const searches = recordSearches();
    renderBlockOnSimulator(sim, [grid()], { path: '/en-us/journal?tag=camping' });
    const region = await section();
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Camping' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(searches[0]?.getAll('tagId')).toEqual(['camping']);
  });

  it('shows the facets the block allows, then all with see more, and fewer with see less', async () => {
    const { user } = renderBlockOnSimulator(sim, [
      grid({ facetsVisible: { small: 4, medium: 4, large: 4 } }),
    ]);
    const region = await section();
    const filters = await within(region).findByRole('list', { name: 'Filter by topic' });
    expect(within(filters).getAllByRole('button')).toHaveLength(4);
    const more = within(region).getByRole('button', { name: 'See more topics' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(filters).getAllByRole('button')).toHaveLength(10);
    await user.click(within(region).getByRole('button', { name: 'See fewer topics' }));
    expect(within(filters).getAllByRole('button')).toHaveLength(4);
  });

  it('has no filter bar when the block says so, and scopes every search by its initial filters', async () => {
    const searches = recordSearches();
    renderBlockOnSimulator(sim, [
      grid({ showFilterBar: false, rowsToLoad: 1, initialFilters: { tagId: ['winter'] } }),
    ]);
    const region = await section();
    await waitFor(() => expect(cards(region).length).toBeGreaterThan(0));
    expect(within(region).queryByRole('list', { name: 'Filter by topic' })).toBeNull();
    expect(searches[0]?.getAll('tagId')).toEqual(['winter']);
    expect(searches[0]?.get('limit')).toBe('3');
  });
});
