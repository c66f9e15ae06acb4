import type { Language, Messages } from './catalogue-types';

/**
 * One dynamic import per language for its core catalogue (the areas every page shows): French is not in
 * the English bundle, and the other areas load with their pages (message-areas.ts).
 * Cached so a second provider (or a re-render) does not load twice.
 */
const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./catalogues/en/core'),
  fr: () => import('./catalogues/fr/core'),
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
