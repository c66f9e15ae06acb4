import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InViewObserver } from '../../testing/in-view-observer';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';

const sim = useTestSimulator();
/** The first render seeds the test's harness session and loads the page's lazy chunk. */
const SLOW = { timeout: 8000 };

beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
afterEach(() => vi.unstubAllGlobals());

/** The footer landmark, once the page has shown and the shopper scrolled down (it loads near the viewport). */
async function scrollToFooter(app: ReturnType<typeof renderApp>) {
  const footer = await app.findByRole('contentinfo', {}, SLOW);
  await app.findByRole('heading', { level: 1 }, SLOW);
  window.dispatchEvent(new Event('scroll'));
  return within(footer);
}

describe('site footer', { timeout: 20_000 }, () => {
  it('renders the content footer: columns, social and legal links, the newsletter entry, copyright', async () => {
    const app = renderApp(sim, '/en-us');
    const footer = await scrollToFooter(app);
    expect(await footer.findByRole('heading', { name: 'Help' }, SLOW)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/en-us/help/contact-us',
    );
    const instagram = footer.getByRole('link', { name: /Instagram/ });
    expect(instagram).toHaveAttribute('target', '_blank');
    const legal = within(footer.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/en-us/privacy');
    // The newsletter entry opens the newsletter form in a dialog (content-blocks/dialogs/newsletter-dialog.tsx).
    expect(footer.getByRole('button', { name: 'Sign up for our newsletter' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(footer.getByText(/© 2026 SummitPeak/)).toBeInTheDocument();
  });

  it('switches to the same page in another supported locale', async () => {
    const app = renderApp(sim, '/en-us');
    const footer = await scrollToFooter(app);
    const select = await footer.findByRole('combobox', { name: 'Country and language' }, SLOW);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['en-us', 'en-ca', 'fr-ca', 'en-gb', 'fr-fr']);
    await app.user.selectOptions(select, 'fr-ca');
    await app.user.click(footer.getByRole('button', { name: 'Go' }));
    expect(app.router.state.location.pathname).toBe('/fr-ca');
    // The French footer, from the Canadian site.
    expect(await app.findByRole('link', { name: 'Accueil SummitPeak' }, SLOW)).toHaveAttribute(
      'href',
      '/fr-ca',
    );
  });

  it('is a landmark with its heading at once; its content loads only once the page scrolls near it', async () => {
    const app = renderApp(sim, '/en-us');
    const footer = within(await app.findByRole('contentinfo', {}, SLOW));
    expect(footer.getByRole('heading', { level: 2, name: 'Footer' })).toBeInTheDocument();
    await app.findByRole('heading', { level: 1 }, SLOW);
    // Everything else on the page has loaded: the footer still waits for the shopper to scroll.
    expect(footer.queryByRole('combobox', { name: 'Country and language' })).toBeNull();
    window.dispatchEvent(new Event('scroll'));
    expect(await footer.findByRole('link', { name: 'Contact us' }, SLOW)).toBeInTheDocument();
  });

  it('loads for a keyboard user, who reaches the end of a short page without scrolling', async () => {
    const app = renderApp(sim, '/en-us');
    const footer = within(await app.findByRole('contentinfo', {}, SLOW));
    await app.findByRole('heading', { level: 1 }, SLOW);
    expect(footer.queryByRole('link', { name: 'Contact us' })).toBeNull();
    await app.user.keyboard('{Tab}');
    expect(await footer.findByRole('link', { name: 'Contact us' }, SLOW)).toBeInTheDocument();
  });

  it('renders in full at once where there is no IntersectionObserver (old browsers, simple crawlers)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const app = renderApp(sim, '/en-us');
    const footer = within(await app.findByRole('contentinfo', {}, SLOW));
    await waitFor(() => expect(footer.getByRole('link', { name: 'Contact us' })).toBeInTheDocument(), SLOW);
  });
});
