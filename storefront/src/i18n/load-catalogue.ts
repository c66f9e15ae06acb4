import type { Language, Messages } from './catalogue-types';

/**
 * One dynamic import per language, so each catalogue is its own chunk: French is not in the English bundle.
 * Cached so a second provider (or a re-render) does not load twice.
 */
const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./catalogues/en/index'),
  fr: () => import('./catalogues/fr/index'),
};

const cache = new Map<Language, Promise<Messages>>();
const loaded = new Map<Language, Messages>();

export function loadCatalogue(language: Language): Promise<Messages> {
  let pending = cache.get(language);
  if (!pending) {
    pending = loaders[language]().then((module) => {
      loaded.set(language, module.messages);
      return module.messages;
    });
    cache.set(language, pending);
  }
  return pending;
}

/** The catalogue if it already finished loading (lets a re-mount render at once, no flash). */
export const loadedCatalogue = (language: Language): Messages | undefined => loaded.get(language);
