import { DEFAULT_LOCALE } from '../config/site-config';

/**
 * The locale the shopper is on: the locale layout sets it from the URL before any of its routes fetch; the
 * API client's site headers (app/current-site.ts) and the catalogue loads read it.
 */
let currentLocale: string = DEFAULT_LOCALE;

export const setCurrentLocale = (locale: string): void => {
  currentLocale = locale;
};

export const getCurrentLocale = (): string => currentLocale;
