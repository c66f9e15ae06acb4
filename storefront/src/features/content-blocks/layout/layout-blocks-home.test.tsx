import { within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InViewObserver } from '../../../testing/in-view-observer';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';

const sim = useTestSimulator();
const SLOW = { timeout: 15_000 };

// The route and the block renderers are lazy chunks: load them once up front, so the first test does not
// spend its wait on imports.
beforeAll(async () => {
  await Promise.all([
    import('../../../routes/home-route'),
    import('./icon-and-text-collection-block'),
    import('./collection-block'),
    import('./multi-link-card-block'),
    import('./button-collection-block'),
  ]);
}, 30_000);
beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
afterEach(() => vi.unstubAllGlobals());

const sectionOf = async (app: ReturnType<typeof renderApp>, name: string) =>
  (await app.findByRole('heading', { name, level: 2 }, SLOW)).closest('section') as HTMLElement;

describe('the layout blocks the simulator’s home page sends', { timeout: 40_000 }, () => {
  it('shows the four-item icon collection, the activity cards carousel and the popular searches', async () => {
    const app = renderApp(sim, '/en-us');
    const why = within(await sectionOf(app, 'Why shop with us'));
    expect(why.getByRole('list').className).toMatch(/fourItems/);
    expect(why.getByText('Send it back within 60 days.')).toBeInTheDocument();

    const activities = within(await sectionOf(app, 'Explore by activity'));
    const carousel = activities.getByRole('group', { name: 'Explore by activity' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const first = within(activities.getByRole('group', { name: '1 of 5' }));
    expect(first.getByRole('heading', { name: 'Hiking', level: 3 })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Hiking boots' })).toHaveAttribute(
      'href',
      '/en-us/search?q=Hiking%20boots',
    );

    const popular = within(await sectionOf(app, 'Popular searches'));
    expect(popular.getByRole('group', { name: 'Popular searches' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(popular.getAllByRole('link')).toHaveLength(8);
  });

  it('speaks French on fr-ca, its links on fr-ca', async () => {
    const app = renderApp(sim, '/fr-ca');
    const activities = within(await sectionOf(app, 'Explorer par activité'));
    expect(activities.getByRole('group', { name: 'Explorer par activité' })).toHaveAttribute(
      'aria-roledescription',
      'carrousel',
    );
    expect(activities.getByRole('link', { name: 'Chaussures de randonnée' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/fr-ca\/search\?q=/),
    );
    expect(
      within(await sectionOf(app, 'Pourquoi nous choisir')).getByText('Retours gratuits'),
    ).toBeInTheDocument();
    expect(activities.getByRole('button', { name: 'Diapositive suivante' })).toBeInTheDocument();
  });
});
