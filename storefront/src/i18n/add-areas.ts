import type { I18n } from '@lingui/core';
import type { Language } from './catalogue-types';
import { withRegionalWording } from './load-catalogue';
import { type DeferredArea, loadedArea } from './message-areas';

const added = new WeakMap<I18n, Set<DeferredArea>>();

/**
 * Merges loaded areas into an instance's catalogue, each once (`i18n.load` merges). Safe during render: it
 * only adds texts, the same ones every time, and no one re-renders on it (intl.tsx's MessagesProvider).
 * An area that has not loaded yet is skipped.
 */
export function addAreas(i18n: I18n, language: Language, areas: readonly DeferredArea[]): void {
  const done = added.get(i18n) ?? new Set<DeferredArea>();
  added.set(i18n, done);
  const fresh = areas.filter((area) => !done.has(area) && loadedArea(language, area));
  if (fresh.length === 0) return;
  const messages = Object.assign({}, ...fresh.map((area) => loadedArea(language, area)));
  // Areas are cached per language; a region's own wording (fr-fr's "cookies") goes over them here.
  i18n.load(i18n.locale, withRegionalWording(i18n.locale, messages));
  for (const area of fresh) done.add(area);
}
