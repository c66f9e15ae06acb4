import { within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InViewObserver } from '../../testing/in-view-observer';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';

const sim = useTestSimulator();
/** The first render loads the route's lazy chunk. */
const SLOW = { timeout: 8000 };

// The route is a lazy chunk: load it once up front so the first test does not time out on the import.
beforeAll(async () => {
  await import('../../routes/home-route');
});
beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
afterEach(() => vi.unstubAllGlobals());

describe('home page', { timeout: 20_000 }, () => {
  it('renders the hero as the page heading with its LCP image loaded first', async () => {
    const app = renderApp(sim, '/en-us');
    const heading = await app.findByRole('heading', { level: 1 }, SLOW);
    const hero = heading.closest('section');
    expect(hero).not.toBeNull();
    const image = (hero as HTMLElement).querySelector('img');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(within(hero as HTMLElement).getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      '/en-us/c/men-1000',
    );
    expect(document.title).toBe('SummitPeak outdoor gear | SummitPeak');
  });

  it('renders the category cards as links to their category pages', async () => {
    const app = renderApp(sim, '/en-us');
    const section = (await app.findByRole('heading', { name: 'Shop by category' }, SLOW)).closest('section');
    const cards = within(section as HTMLElement);
    expect(cards.getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/en-us/c/men-1000');
    expect(cards.getByRole('link', { name: 'Footwear' })).toHaveAttribute('href', '/en-us/c/footwear-3000');
    expect(cards.getAllByRole('link')).toHaveLength(5);
  });

  it('renders recommendation tiles from the decision engine', async () => {
    const app = renderApp(sim, '/en-us');
    const section = (await app.findByRole('heading', { name: 'You may also like' }, SLOW)).closest('section');
    const carousel = within(section as HTMLElement);
    const tiles = await carousel.findAllByRole('article', {}, SLOW);
    expect(tiles.length).toBeGreaterThan(2);
    const first = within(tiles[0] as HTMLElement);
    expect(first.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/en-us\/p\//));
    expect(first.getByText(/\$\d/)).toBeInTheDocument();
  });

  it('shows the audience switch block of the visitor segment (forced with p13n_testcontext)', async () => {
    const guest = renderApp(sim, '/en-us');
    expect(await guest.findByRole('heading', { name: 'Join Basecamp rewards' }, SLOW)).toBeInTheDocument();
    guest.unmount();
    const member = renderApp(sim, '/en-us?p13n_testcontext=loyalty-loggedin');
    expect(await member.findByRole('heading', { name: 'Your points are waiting' }, SLOW)).toBeInTheDocument();
    expect(member.queryByRole('heading', { name: 'Join Basecamp rewards' })).toBeNull();
  });

  it('shows the benefit bar until the shopper closes it, and remembers the closing', async () => {
    const first = renderApp(sim, '/en-us');
    const bar = within(await first.findByRole('complementary', { name: 'Benefits' }, SLOW));
    expect(bar.getByText('Free returns within 60 days')).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/en-us/help-returns');
    await first.user.click(bar.getByRole('button', { name: 'Close the benefits bar' }));
    expect(first.queryByRole('complementary', { name: 'Benefits' })).toBeNull();
    first.unmount();
    const again = renderApp(sim, '/en-us');
    expect(await again.findByRole('heading', { level: 1 }, SLOW)).toBeInTheDocument();
    expect(again.queryByRole('complementary', { name: 'Benefits' })).toBeNull();
  });

  it('shows a translated message and a retry when the page cannot be loaded', async () => {
    await sim.control('POST', '/faults', { operation: 'getAugmentedPage', errorId: 'API404', times: 1 });
    const app = renderApp(sim, '/en-us');
    expect(
      await app.findByRole('heading', { name: 'We could not load this page.' }, SLOW),
    ).toBeInTheDocument();
    await app.user.click(app.getByRole('button', { name: 'Try again' }));
    expect(await app.findByRole('heading', { level: 1 }, SLOW)).not.toHaveTextContent('We could not load');
  });
});
