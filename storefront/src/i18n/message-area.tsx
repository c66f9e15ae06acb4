import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type ReactNode, use } from 'react';
import { type Language, languageOf } from './catalogue-types';
import { type DeferredArea, loadAreas, loadedArea } from './message-areas';

/**
 * Renders children once the given deferred areas are in the catalogue: suspends until they are loaded for
 * the current language (at once when they already are), then adds them to the Lingui instance.
 */
export function MessageArea({ areas, children }: { areas: readonly DeferredArea[]; children: ReactNode }) {
  const { i18n } = useLingui();
  const language = languageOf(i18n.locale);
  if (areas.some((area) => !loadedArea(language, area))) use(loadAreas(language, areas));
  addAreas(i18n, language, areas);
  return <>{children}</>;
}

const added = new WeakMap<I18n, Set<DeferredArea>>();

/**
 * `i18n.load` merges each area into the instance's catalogue once. Safe during render: it only adds
 * texts, the same ones every time, and no one re-renders on it (intl.tsx's MessagesProvider).
 */
function addAreas(i18n: I18n, language: Language, areas: readonly DeferredArea[]) {
  const done = added.get(i18n) ?? new Set<DeferredArea>();
  added.set(i18n, done);
  const fresh = areas.filter((area) => !done.has(area));
  if (fresh.length === 0) return;
  i18n.load(i18n.locale, Object.assign({}, ...fresh.map((area) => loadedArea(language, area))));
  for (const area of fresh) done.add(area);
}
