import { languageOf } from './catalogue-types';
import { getCurrentLocale } from './current-locale';
import { loadAreas } from './message-areas';

/**
 * Loads the friendlier texts for the error catalogue's ids in the shopper's language. The storefront runs
 * it with the error catalogue table (api/load-error-catalogue.ts), so the text is in before the error is
 * thrown; `errorMessage` then adds it to the catalogue (`intl.include`). Pages that get no error never
 * load it.
 */
export const loadErrorTexts = (): Promise<void> => loadAreas(languageOf(getCurrentLocale()), ['errorTexts']);
