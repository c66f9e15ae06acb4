import { type ComponentType, lazy } from 'react';
import { languageOf } from './catalogue-types';
import { getCurrentLocale } from './current-locale';
import { MessageArea } from './message-area';
import { type DeferredArea, loadAreas } from './message-areas';

/**
 * `React.lazy` for a route page, dialog or section whose texts live in deferred catalogue areas: the
 * chunk and the areas load in parallel (no waterfall), and the component renders inside a MessageArea.
 * i18n/message-areas.test.ts checks that each such boundary names every area its code uses.
 */
export function lazyWithMessages<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  areas: readonly DeferredArea[],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadAreas(languageOf(getCurrentLocale()), areas)]);
    const Component = module.default;
    function WithMessages(props: P) {
      return (
        <MessageArea areas={areas}>
          <Component {...props} />
        </MessageArea>
      );
    }
    return { default: WithMessages };
  });
}
