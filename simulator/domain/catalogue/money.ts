import type { Currency } from '../../db/seed/catalogue-types';

/**
 * Money of the catalogue areas: integer minor units inside the domain, decimal major units on the wire.
 * (Kept here so the catalogue does not depend on the commerce helpers.)
 */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}

export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

/** The catalogue currency of a locale: Canadian locales pay in CAD, every other locale in USD. */
export function currencyForLocale(locale: string | undefined): Currency {
  return locale?.toLowerCase().endsWith('-ca') ? 'CAD' : 'USD';
}

/** Formats at the edge: CAD is shown as its code, other currencies as a symbol. */
export function formatMoney(minor: number, currency: Currency, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
    maximumFractionDigits: minor % 100 === 0 ? 0 : 2,
  }).format(minor / 100);
}
