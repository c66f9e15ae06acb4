import type { Currency, PriceSeed } from './catalogue-types';

/** Rounds minor units to a retail price ending in .95 (never below 0.95). */
function roundTo95(minor: number): number {
  return Math.max(95, Math.round(minor / 100) * 100 - 5);
}

/** Rounds minor units to a retail price ending in .99 (never below 0.99), as UK shops price. */
function roundTo99(minor: number): number {
  return Math.max(99, Math.round(minor / 100) * 100 - 1);
}

type Rounding = (minor: number) => number;

/**
 * Fixed rates from the US price (the same on every machine, never live rates): Canada 1.35 rounded to .95,
 * the UK 0.80 rounded to .99, the euro area 0.93 rounded to .95.
 */
const FROM_USD: Readonly<Record<Exclude<Currency, 'USD'>, { rate: number; round: Rounding }>> = {
  CAD: { rate: 1.35, round: roundTo95 },
  GBP: { rate: 0.8, round: roundTo99 },
  EUR: { rate: 0.93, round: roundTo95 },
};

/** The discount as shoppers read it: percent off, to one decimal (spec 000 section 9). */
const shownPercent = (current: number, original: number): number =>
  Math.round(((original - current) / original) * 1000) / 10;

/**
 * A regular price and its sale price at the percent merchants set (20, 25, 30...): the price point of the
 * currency (.95, .99) when it still reads as exactly that percent off, otherwise the percent taken off to
 * the cent, so no shopper reads "20.2% off".
 */
function priceIn(original: number, salePercent: number | undefined, round: Rounding = roundTo95): PriceSeed {
  if (!salePercent) return { current: original, original };
  const pricePoint = round(original * (1 - salePercent / 100));
  const current =
    shownPercent(pricePoint, original) === salePercent
      ? pricePoint
      : Math.round((original * (100 - salePercent)) / 100);
  if (current >= original) return { current: original, original };
  return {
    current,
    original,
    historicBest: Math.max(current, round(original * 0.95)),
    previousBest: Math.max(current, round(original * 0.85)),
  };
}

function converted(currency: Exclude<Currency, 'USD'>, usdOriginal: number, salePercent?: number): PriceSeed {
  const { rate, round } = FROM_USD[currency];
  return priceIn(round(usdOriginal * rate), salePercent, round);
}

/** Prices of one colour in every currency, from the US regular price and an optional sale percent. */
export function colorPrices(usdOriginal: number, salePercent?: number): Record<Currency, PriceSeed> {
  return {
    USD: priceIn(usdOriginal, salePercent),
    CAD: converted('CAD', usdOriginal, salePercent),
    GBP: converted('GBP', usdOriginal, salePercent),
    EUR: converted('EUR', usdOriginal, salePercent),
  };
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
