import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';

const sim = useTestSimulator();
/** The first render seeds the test's harness session and loads the page's lazy chunk. */
const SLOW = { timeout: 8000 };

describe('site footer', { timeout: 20_000 }, () => {
  it('renders the content footer: columns, social and legal links, newsletter link, copyright', async () => {
    const app = renderApp(sim, '/en-us');
    const footer = within(await app.findByRole('contentinfo', {}, SLOW));
    expect(await footer.findByRole('heading', { name: 'Help' }, SLOW)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/en-us/help/contact-us',
    );
    const instagram = footer.getByRole('link', { name: /Instagram/ });
    expect(instagram).toHaveAttribute('target', '_blank');
    const legal = within(footer.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/en-us/privacy');
    expect(footer.getByRole('link', { name: 'Sign up for our newsletter' })).toHaveAttribute(
      'href',
      '/en-us/sign-up',
    );
    expect(footer.getByText(/© 2026 SummitPeak/)).toBeInTheDocument();
  });

  it('switches to the same page in another supported locale', async () => {
    const app = renderApp(sim, '/en-us');
    const footer = within(await app.findByRole('contentinfo', {}, SLOW));
    const select = footer.getByRole('combobox', { name: 'Country and language' });
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
});
