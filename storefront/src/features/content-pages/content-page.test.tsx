import { within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InViewObserver } from '../../testing/in-view-observer';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';

const sim = useTestSimulator();
/** The first render loads the route's lazy chunks. */
const SLOW = { timeout: 8000 };

beforeAll(async () => {
  await Promise.all([import('../../routes/catch-all-route'), import('./content-page')]);
});
beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
afterEach(() => vi.unstubAllGlobals());

const head = (selector: string, attribute: string) =>
  document.head.querySelector(selector)?.getAttribute(attribute) ??
  document.querySelector(selector)?.getAttribute(attribute);

/** The newest journal article of a site, as the content API's article search lists it. */
async function firstArticle(siteId: string, locale: string) {
  const response = await fetch(`/publish/caas/v1/canvas/search/${siteId}/article?locale=${locale}&limit=1`, {
    headers: sim.sessionHeader(),
  });
  const body = (await response.json()) as { result: { url: string; title: string }[] };
  const article = body.result[0];
  if (!article) throw new Error('the simulator seeds no article');
  return article;
}

describe('content pages', { timeout: 20_000 }, () => {
  it('renders a generic page at its address with its title and meta', async () => {
    const app = renderApp(sim, '/en-us/about-us');
    expect(await app.findByRole('heading', { level: 1, name: 'About us' }, SLOW)).toBeInTheDocument();
    expect(document.title).toBe('About us | SummitPeak');
    expect(head('meta[name="description"]', 'content')).toBe('Who we are.');
    expect(head('meta[name="robots"]', 'content')).toBe('index,follow');
    expect(head('link[rel="canonical"]', 'href')).toMatch(/\/en-us\/about-us$/);
    expect(app.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('lists the pages under a parent page, each a link to its own address', async () => {
    const app = renderApp(sim, '/en-us/help');
    const section = within(await app.findByRole('navigation', { name: 'In this section' }, SLOW));
    expect(section.getByRole('link', { name: 'Returns' })).toHaveAttribute(
      'href',
      '/en-us/help/help-returns',
    );
    expect(section.getByRole('link', { name: 'Shipping' })).toHaveAttribute(
      'href',
      '/en-us/help/help-shipping',
    );
    expect(section.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/en-us/help/contact-us',
    );
  });

  it('renders a child page under its parent, with the trail back to it', async () => {
    const app = renderApp(sim, '/en-us/help/help-returns');
    expect(await app.findByRole('heading', { level: 1, name: 'Returns' }, SLOW)).toBeInTheDocument();
    const trail = within(await app.findByRole('navigation', { name: 'Breadcrumb' }));
    expect(await trail.findByRole('link', { name: 'Help' }, SLOW)).toHaveAttribute('href', '/en-us/help');
    expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en-us');
    expect(trail.getByText('Returns')).toHaveAttribute('aria-current', 'page');
  });

  it('renders the footer’s returns how-to and the terms the forms link to', async () => {
    const returns = renderApp(sim, '/en-us/help/returns/how-to-return');
    expect(
      await returns.findByRole('heading', { level: 1, name: 'How to return an item' }, SLOW),
    ).toBeInTheDocument();
    // /help/returns: help-returns under help (the trail walks the tree down, asking for no page that is none).
    const trail = within(returns.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(await trail.findByRole('link', { name: 'Returns' }, SLOW)).toHaveAttribute(
      'href',
      '/en-us/help/help-returns',
    );
    expect(trail.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/en-us/help');
    returns.unmount();
    const terms = renderApp(sim, '/en-us/loyalty-terms');
    expect(
      await terms.findByRole('heading', { level: 1, name: 'Basecamp rewards terms' }, SLOW),
    ).toBeInTheDocument();
  });

  it('renders an article at the address the journal links to, under the journal', async () => {
    const article = await firstArticle('summitpeak-us', 'en-us');
    const app = renderApp(sim, article.url);
    const trail = within(await app.findByRole('navigation', { name: 'Breadcrumb' }, SLOW));
    expect(await trail.findByRole('link', { name: 'The journal' }, SLOW)).toHaveAttribute(
      'href',
      '/en-us/journal',
    );
    expect(trail.getByText(article.title)).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe(`${article.title} | SummitPeak`);
  });

  it('shows the not-found page when the content API has no page at the address', async () => {
    const app = renderApp(sim, '/en-us/no-such-page');
    expect(await app.findByRole('heading', { level: 1, name: 'Page not found' }, SLOW)).toBeInTheDocument();
    app.unmount();
    const draft = renderApp(sim, '/en-us/summer-launch');
    expect(await draft.findByRole('heading', { level: 1, name: 'Page not found' }, SLOW)).toBeInTheDocument();
  });

  it('serves a draft in preview mode only', async () => {
    const preview = renderApp(sim, '/en-us/summer-launch?preview=true');
    expect(await preview.findByRole('heading', { level: 1 }, SLOW)).not.toHaveTextContent('Page not found');
    expect(document.title).toBe('Summer launch (draft) | SummitPeak');
  });

  // The page retries twice by itself (a 404 never): three failures reach the shopper.
  it('offers a retry when the content API fails otherwise', async () => {
    await sim.control('POST', '/faults', { operation: 'getContentPage', errorId: 'GEN500', times: 3 });
    const app = renderApp(sim, '/en-us/about-us');
    await app.user.click(await app.findByRole('button', { name: 'Try again' }, SLOW));
    expect(await app.findByRole('heading', { level: 1, name: 'About us' }, SLOW)).toBeInTheDocument();
  });

  it('keeps a French shopper on their locale, in French', async () => {
    const app = renderApp(sim, '/fr-ca/help/help-returns');
    expect(await app.findByRole('heading', { level: 1, name: 'Retours' }, SLOW)).toBeInTheDocument();
    const trail = within(await app.findByRole('navigation', { name: /fil d/i }));
    expect(await trail.findByRole('link', { name: 'Aide' }, SLOW)).toHaveAttribute('href', '/fr-ca/help');
    expect(trail.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr-ca');
    app.unmount();
    const help = renderApp(sim, '/fr-ca/help');
    const section = within(await help.findByRole('navigation', { name: 'Dans cette rubrique' }, SLOW));
    expect(section.getByRole('link', { name: 'Livraison' })).toHaveAttribute(
      'href',
      '/fr-ca/help/help-shipping',
    );
  });

  it('serves a searchhub landing as the search for its term', async () => {
    const app = renderApp(sim, '/en-us/searchhub/hiking-boots');
    await vi.waitFor(() => expect(app.router.location.pathname).toBe('/en-us/search'), SLOW);
    expect(new URLSearchParams(app.router.location.search).get('q')).toBe('hiking boots');
  });
});
