import type { Currency, PriceSeed } from './catalogue-types';

/** Rounds minor units to a retail price ending in .95 (never below 0.95). */
function roundTo95(minor: number): number {
  return Math.max(95, Math.round(minor / 100) * 100 - 5);
}

/** The Canadian price of a US price: a fixed 1.35 rate, rounded to .95 (the same on every machine). */
function toCad(usdMinor: number): number {
  return roundTo95(usdMinor * 1.35);
}

function priceIn(original: number, salePercent: number | undefined): PriceSeed {
  if (!salePercent) return { current: original, original };
  const current = roundTo95(original * (1 - salePercent / 100));
  if (current >= original) return { current: original, original };
  return {
    current,
    original,
    historicBest: Math.max(current, roundTo95(original * 0.95)),
    previousBest: Math.max(current, roundTo95(original * 0.85)),
  };
}

/** Prices of one colour in every currency, from the US regular price and an optional sale percent. */
export function colorPrices(usdOriginal: number, salePercent?: number): Record<Currency, PriceSeed> {
  return { USD: priceIn(usdOriginal, salePercent), CAD: priceIn(toCad(usdOriginal), salePercent) };
}

/** UPC-A: 11 digits and the check digit. */
function upcA(elevenDigits: string): string {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(elevenDigits[i]) * (i % 2 === 0 ? 3 : 1);
  return `${elevenDigits}${(10 - (sum % 10)) % 10}`;
}

/** The n-th UPC of the catalogue (company prefix 196, then n on 8 digits). */
export function upcFor(n: number): string {
  return upcA(`196${String(n).padStart(8, '0')}`);
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
