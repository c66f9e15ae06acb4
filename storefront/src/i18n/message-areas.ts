import type { Language, Messages } from './catalogue-types';

/**
 * The catalogue's areas that only some pages and dialogs use. The rest (ui, errors, shell, navigation,
 * session, search and the cart button: what the header, toasts and error notices show on every page) form each
 * language's core catalogue (catalogues/<language>/core.ts), loaded before the first render. A deferred
 * area loads together with the route chunk or dialog that needs it (lazy-with-messages.tsx), so a product
 * page does not carry the cart page's or the listing's texts.
 */
export const DEFERRED_AREAS = [
  'catalogue',
  'home',
  'content',
  'product',
  'reviews',
  'cartPage',
  'account',
  'errorTexts',
  'searchPage',
  'footer',
  'delivery',
  'stores',
  'checkout',
  'payment',
  'order',
  'associate',
  'passwords',
  'signUp',
  'enrolment',
  'accountArea',
  'consent',
] as const;
export type DeferredArea = (typeof DEFERRED_AREAS)[number];

type AreaModule = Record<string, Messages>;

// One chunk per language and area. Listed, not globbed, so the full index.ts never becomes a chunk.
const loaders: Record<Language, Record<DeferredArea, () => Promise<AreaModule>>> = {
  en: {
    catalogue: () => import('./catalogues/en/catalogue'),
    home: () => import('./catalogues/en/home'),
    content: () => import('./catalogues/en/content'),
    product: () => import('./catalogues/en/product'),
    reviews: () => import('./catalogues/en/reviews'),
    cartPage: () => import('./catalogues/en/cart-page'),
    account: () => import('./catalogues/en/account'),
    errorTexts: () => import('./catalogues/en/error-texts'),
    searchPage: () => import('./catalogues/en/search-page'),
    footer: () => import('./catalogues/en/footer'),
    delivery: () => import('./catalogues/en/delivery'),
    stores: () => import('./catalogues/en/stores'),
    checkout: () => import('./catalogues/en/checkout'),
    payment: () => import('./catalogues/en/payment'),
    order: () => import('./catalogues/en/order'),
    associate: () => import('./catalogues/en/associate'),
    passwords: () => import('./catalogues/en/passwords'),
    signUp: () => import('./catalogues/en/sign-up'),
    enrolment: () => import('./catalogues/en/enrolment'),
    accountArea: () => import('./catalogues/en/account-area'),
    consent: () => import('./catalogues/en/consent'),
  },
  fr: {
    catalogue: () => import('./catalogues/fr/catalogue'),
    home: () => import('./catalogues/fr/home'),
    content: () => import('./catalogues/fr/content'),
    product: () => import('./catalogues/fr/product'),
    reviews: () => import('./catalogues/fr/reviews'),
    cartPage: () => import('./catalogues/fr/cart-page'),
    account: () => import('./catalogues/fr/account'),
    errorTexts: () => import('./catalogues/fr/error-texts'),
    searchPage: () => import('./catalogues/fr/search-page'),
    footer: () => import('./catalogues/fr/footer'),
    delivery: () => import('./catalogues/fr/delivery'),
    stores: () => import('./catalogues/fr/stores'),
    checkout: () => import('./catalogues/fr/checkout'),
    payment: () => import('./catalogues/fr/payment'),
    order: () => import('./catalogues/fr/order'),
    associate: () => import('./catalogues/fr/associate'),
    passwords: () => import('./catalogues/fr/passwords'),
    signUp: () => import('./catalogues/fr/sign-up'),
    enrolment: () => import('./catalogues/fr/enrolment'),
    accountArea: () => import('./catalogues/fr/account-area'),
    consent: () => import('./catalogues/fr/consent'),
  },
};

const pending = new Map<string, Promise<Messages>>();
const loaded = new Map<string, Messages>();

/** An area's messages if they already finished loading (a re-render then needs no suspense). */
export const loadedArea = (language: Language, area: DeferredArea): Messages | undefined =>
  loaded.get(`${language}/${area}`);

const together = new Map<string, Promise<void>>();

/**
 * Loads the areas (each once per language) and resolves when all are there. The same request gets the
 * same promise, as React's `use` needs.
 */
export function loadAreas(language: Language, areas: readonly DeferredArea[]): Promise<void> {
  const key = `${language}:${areas.join()}`;
  let all = together.get(key);
  if (!all) {
    all = Promise.all(areas.map((area) => loadArea(language, area))).then(() => undefined);
    all.catch(() => together.delete(key));
    together.set(key, all);
  }
  return all;
}

function loadArea(language: Language, area: DeferredArea): Promise<Messages> {
  const key = `${language}/${area}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = loaders[language][area]().then((module) => {
      const messages = module[area];
      if (!messages) throw new Error(`catalogues/${key} has no export named ${area}`);
      loaded.set(key, messages);
      return messages;
    });
    // A failed load (a chunk gone after a deploy) may be retried by the next render.
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}
