import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../commerce/commerce-error';
import { contentPagesCommerce } from '../../commerce/content/pages';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { testCommerce } from '../../testing/test-commerce';

const sim = useTestSimulator();

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every content call the page made (passed through to the simulator), with its headers. */
function contentCalls() {
  const fetches = vi.spyOn(globalThis, 'fetch');
  return (part: string) =>
    fetches.mock.calls
      .filter(([input]) => String(input).includes('/caas/v1/canvas/') && String(input).includes(part))
      .map(([input, init]) => ({
        url: new URL(String(input), 'http://localhost'),
        headers: new Headers(init?.headers),
      }));
}

describe('content preview (spec 001 sections 2 and 7: preview, previewDateTime, siteId, localePath)', () => {
  it('a preview dated by previewDateTime sends the preview date header on every content call', async () => {
    const calls = contentCalls();
    renderApp(sim, '/en-us/no-such-page?preview=true&previewDateTime=2026-05-01T10:00:00%2B02:00');
    await waitFor(() => expect(document.querySelector('[data-espot="error-4xx"]')).not.toBeNull(), {
      timeout: 8000,
    });
    const [espot] = calls('/augmentedpage/');
    expect(espot?.url.pathname).toBe('/preview/caas/v1/canvas/augmentedpage/summitpeak-us/error-4xx');
    expect(espot?.headers.get('x-preview-date')).toBe('2026-05-01T08:00:00.000Z');
    await waitFor(() => expect(calls('/menu/')).not.toEqual([]));
    for (const call of calls('/'))
      expect(call.headers.get('x-preview-date')).toBe('2026-05-01T08:00:00.000Z');
  });

  it('no preview date header without preview=true, nor for a date that does not read', async () => {
    const calls = contentCalls();
    renderApp(sim, '/en-us/no-such-page?previewDateTime=2026-05-01T10:00:00Z');
    await waitFor(() => expect(calls('/augmentedpage/')).not.toEqual([]), { timeout: 8000 });
    expect(calls('/augmentedpage/')[0]?.url.pathname).toContain('/publish/');
    expect(calls('/augmentedpage/')[0]?.headers.has('x-preview-date')).toBe(false);
  });

  it('siteId and localePath read another content site and locale', async () => {
    const calls = contentCalls();
    renderApp(sim, '/en-us/no-such-page?localePath=fr-ca');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 8000 });
    await waitFor(() => expect(calls('/augmentedpage/')).not.toEqual([]));
    const french = calls('/augmentedpage/')[0]?.url;
    expect(french?.pathname).toBe('/publish/caas/v1/canvas/augmentedpage/summitpeak-ca/error-4xx');
    expect(french?.searchParams.get('locale')).toBe('fr-ca');
  });

  it('an explicit siteId wins over the one the locale names', async () => {
    const calls = contentCalls();
    renderApp(sim, '/en-us/no-such-page?siteId=summitpeak-gb');
    await waitFor(() => expect(calls('/augmentedpage/')).not.toEqual([]), { timeout: 8000 });
    expect(calls('/augmentedpage/')[0]?.url.pathname).toBe(
      '/publish/caas/v1/canvas/augmentedpage/summitpeak-gb/error-4xx',
    );
  });

  it('the simulator answers a dated preview: a scheduled draft only from its publication date', async () => {
    const pages = contentPagesCommerce(testCommerce(sim).deps);
    const site = { brand: 'summitpeak', locale: 'en-us', mode: 'preview' } as const;
    const before = await pages
      .getPage({ ...site, previewDate: '2026-05-31T00:00:00.000Z' }, 'summer-launch')
      .catch((error: unknown) => error);
    expect(isApiError(before) && before.errorId).toBe('API404');
    const after = await pages.getPage({ ...site, previewDate: '2026-06-02T00:00:00.000Z' }, 'summer-launch');
    expect(after.slug).toBe('summer-launch');
  });
});
