import { useLingui } from '@lingui/react';
import { type ReactNode, use } from 'react';
import { addAreas } from './add-areas';
import { languageOf } from './catalogue-types';
import { type DeferredArea, loadAreas, loadedArea } from './message-areas';

/** The language and areas some MessageArea has suspended on (`en:checkout,order`). */
const waitedFor = new Set<string>();

/**
 * Renders children once the given deferred areas are in the catalogue: suspends until they are loaded for
 * the current language (at once when they already are), then adds them to the Lingui instance.
 */
export function MessageArea({ areas, children }: { areas: readonly DeferredArea[]; children: ReactNode }) {
  const { i18n } = useLingui();
  const language = languageOf(i18n.locale);
  // A render that suspended on these areas is retried once they are in: it must call use() again (React
  // warns of a conditional use() otherwise), so areas once waited for are always use()d. Their promise is
  // one React has seen, settled, so use() answers at once; areas that never made a render wait skip it.
  const key = `${language}:${areas.join()}`;
  if (waitedFor.has(key) || areas.some((area) => !loadedArea(language, area))) {
    waitedFor.add(key);
    use(loadAreas(language, areas));
  }
  addAreas(i18n, language, areas);
  return <>{children}</>;
}
