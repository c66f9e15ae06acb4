import { type ReactNode, use, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { languageOf, type Messages } from './catalogue-types';
import { type DeferredArea, loadAreas, loadedArea } from './message-areas';

/**
 * Renders children with the given deferred areas added to the catalogue: suspends until they are loaded
 * for the current language (at once when they already are), then provides the merged messages.
 */
export function MessageArea({ areas, children }: { areas: readonly DeferredArea[]; children: ReactNode }) {
  const intl = useIntl();
  const language = languageOf(intl.locale);
  if (areas.some((area) => !loadedArea(language, area))) use(loadAreas(language, areas));
  const messages = useMemo(
    () => Object.assign({}, intl.messages, ...areas.map((area) => loadedArea(language, area))) as Messages,
    [intl.messages, language, areas],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={messages}
      onError={intl.onError}
      timeZone={intl.timeZone}
    >
      {children}
    </IntlProvider>
  );
}
