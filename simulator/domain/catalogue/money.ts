import type { Currency } from '../../db/seed/catalogue-types';

/** The catalogue currency of a locale: Canadian locales pay in CAD, every other locale in USD. */
export function currencyForLocale(locale: string | undefined): Currency {
  return locale?.toLowerCase().endsWith('-ca') ? 'CAD' : 'USD';
}
