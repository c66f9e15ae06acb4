import { useLingui } from '@lingui/react';
import { type ReactNode, use } from 'react';
import { addAreas } from './add-areas';
import { languageOf } from './catalogue-types';
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
