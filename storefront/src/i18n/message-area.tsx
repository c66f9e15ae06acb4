import { useLingui } from '@lingui/react';
import { type ReactNode, use } from 'react';
import { addAreas } from './add-areas';
import { languageOf } from './catalogue-types';
import { type DeferredArea, loadAreas } from './message-areas';

/**
 * Renders children once the given deferred areas are in the catalogue: suspends until they are loaded for
 * the current language (not at all when they already are), then adds them to the Lingui instance.
 */
export function MessageArea({ areas, children }: { areas: readonly DeferredArea[]; children: ReactNode }) {
  const { i18n } = useLingui();
  const language = languageOf(i18n.locale);
  // Always use(): the promise is marked fulfilled once the areas are in, so this suspends only while they load.
  use(loadAreas(language, areas));
  addAreas(i18n, language, areas);
  return <>{children}</>;
}
