import { type Language, languageOf, type Messages } from './catalogue-types';

/**
 * One dynamic import per language for its core catalogue (the areas every page shows): French is not in
 * the English bundle, and the other areas load with their pages (message-areas.ts).
 * Cached so a second provider (or a re-render) does not load twice.
 */
const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./catalogues/en/core'),
  fr: () => import('./catalogues/fr/core'),
};

/**
 * Regional overlays, by site locale: the few ids a country words differently from its language's catalogue
 * (France says "cookies" where Québec says "témoins"). One small chunk per locale, loaded with the core
 * catalogue, so catalogues stay per language and no other locale fetches it.
 */
const overlays: Partial<Record<string, () => Promise<{ messages: Messages }>>> = {
  'fr-fr': () => import('./catalogues/fr/fr-fr'),
};

const cache = new Map<string, Promise<Messages>>();
const loaded = new Map<string, Messages>();
const loadedOverlays = new Map<string, Messages>();

/** A site locale's core catalogue: its language's, with the locale's overlay over it. */
export function loadCatalogue(locale: string): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = Promise.all([loaders[languageOf(locale)](), overlays[locale]?.()]).then(([core, overlay]) => {
      if (overlay) loadedOverlays.set(locale, overlay.messages);
      const messages = withRegionalWording(locale, core.messages);
      loaded.set(locale, messages);
      return messages;
    });
    cache.set(locale, pending);
  }
  return pending;
}

/** The catalogue if it already finished loading (lets a re-mount render at once, no flash). */
export const loadedCatalogue = (locale: string): Messages | undefined => loaded.get(locale);

/**
 * `messages` (the core or deferred areas, cached per language) with the locale's overlay over the ids they
 * hold; only those, so an overlay never makes an area's id look loaded before its area is. The overlay is
 * there by then: the provider renders nothing before loadCatalogue resolves.
 */
export function withRegionalWording(locale: string, messages: Messages): Messages {
  const regional = Object.entries(loadedOverlays.get(locale) ?? {}).filter(([id]) => id in messages);
  return regional.length === 0 ? messages : { ...messages, ...Object.fromEntries(regional) };
}
