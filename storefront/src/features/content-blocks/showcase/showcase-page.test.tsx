import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contentEspotsCommerce } from '../../../commerce/content/espots';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { testCommerce } from '../../../testing/test-commerce';

const sim = useTestSimulator();
const SITE = { brand: 'summitpeak', locale: 'en-us' } as const;

/** How many items of a doc type the simulator has (the most one page of the tool can show). */
async function totalOf(docType: string) {
  const espots = contentEspotsCommerce(testCommerce(sim).deps);
  return (await espots.getShowcase(SITE, { docType, limit: 50 })).total;
}

const rows = () => within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');

describe('the showcase preview tool page (spec 001 section 2)', { timeout: 30_000 }, () => {
  it("says 'Doc type is required' without a doc type, and asks for nothing", async () => {
    const fetches = vi.spyOn(globalThis, 'fetch');
    renderApp(sim, '/en-us/showcase');
    const message = await screen.findByText('Doc type is required', {}, { timeout: 8000 });
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Content showcase' })).toBeInTheDocument();
    expect(fetches.mock.calls.some(([input]) => String(input).includes('/showcase/'))).toBe(false);
    fetches.mockRestore();
  });

  it("lists the doc type's items as 'id | name' rows, 20 by default", async () => {
    const total = await totalOf('articlePage');
    expect(total).toBeGreaterThan(20);
    renderApp(sim, '/en-us/showcase?docType=articlePage');
    await screen.findByRole('list', { name: 'Items' }, { timeout: 8000 });
    expect(rows()).toHaveLength(20);
    for (const row of rows()) expect(row.textContent).toMatch(/^\S+ \| \S.*$/);
    expect(screen.getByRole('combobox', { name: 'Items to show' })).toHaveValue('20');
  });

  it('a limit chosen in the select goes into the query and lists that many', async () => {
    const total = await totalOf('articlePage');
    const app = renderApp(sim, '/en-us/showcase?docType=articlePage&limit=50');
    await screen.findByRole('list', { name: 'Items' }, { timeout: 8000 });
    expect(rows()).toHaveLength(Math.min(50, total));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Items to show' }), '10');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(new URLSearchParams(app.router.location.search).get('limit')).toBe('10');
    expect(new URLSearchParams(app.router.location.search).get('docType')).toBe('articlePage');
  });

  it("says 'No results.' for a doc type with no items", async () => {
    renderApp(sim, '/en-us/showcase?docType=noSuchType');
    expect(await screen.findByText('No results.', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('speaks French on fr-ca', async () => {
    renderApp(sim, '/fr-ca/showcase?docType=noSuchType');
    expect(await screen.findByText('Aucun résultat.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vitrine de contenu' })).toBeInTheDocument();
  });
});
