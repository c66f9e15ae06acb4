import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InViewObserver } from '../../testing/in-view-observer';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { needsTranslation } from './use-review-translation';

const sim = useTestSimulator();

beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('translated reviews', { timeout: 30_000 }, () => {
  it('offers a translation only for a review in another language', () => {
    expect(needsTranslation({ locale: 'en-us' }, 'fr-ca')).toBe(true);
    expect(needsTranslation({ locale: 'en-ca' }, 'en-us')).toBe(false);
    expect(needsTranslation({ locale: undefined }, 'fr-ca')).toBe(false);
  });

  it('translates an English review on the French page, then shows the original again', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderApp(sim, '/fr-ca/p/mens-summit-down-jacket-SPJK0001');
    const translate = (await screen.findAllByRole('button', { name: 'Traduire' }, { timeout: 15_000 }))[0];
    if (!translate) throw new Error('no review to translate');
    const review = translate.closest('article') as HTMLElement;
    const originalText = within(review).getByRole('heading', { level: 3 }).textContent;
    await user.click(translate);
    const original = await within(review).findByRole('button', { name: 'Voir l’original' });
    expect(within(review).getByText('Traduit automatiquement')).toBeInTheDocument();
    const call = fetchSpy.mock.calls.find(([input]) =>
      /\/products\/v1\/review\/[^/]+\/translate$/.test(String(input)),
    );
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ targetLocale: 'fr-ca' });
    expect(within(review).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'fr-ca');
    await user.click(original);
    await waitFor(() =>
      expect(within(review).getByRole('heading', { level: 3 }).textContent).toBe(originalText),
    );
    expect(within(review).getByRole('button', { name: 'Voir la traduction' })).toBeInTheDocument();
  });
});
