/**
 * Money inside the domain, for every area (the catalogue and users areas import it from here): integer minor
 * units (cents). The wire carries decimal major units (contracts/common/money.ts); these helpers convert at the
 * edge. Every supported currency has 2 decimals.
 */
export type Minor = number;

export function toMinor(major: number): Minor {
  return Math.round(major * 100);
}

export function toMajor(minor: Minor): number {
  return Math.round(minor) / 100;
}

/** `value` percent of `minor`, rounded half up to a whole minor unit. */
export function percentOf(minor: Minor, percent: number): Minor {
  return Math.round((minor * percent) / 100);
}

/** Rate in basis points of a percent (7.25% -> 725), so tax math stays in integers. */
export function applyBasisPoints(minor: Minor, basisPoints: number): Minor {
  return Math.round((minor * basisPoints) / 10_000);
}

export const sum = (values: readonly Minor[]): Minor => values.reduce((total, v) => total + v, 0);

/**
 * Splits `amount` over `weights` proportionally with the largest-remainder method, so the parts are whole
 * minor units that add up exactly to `amount` (order discounts spread over lines).
 */
export function allocate(amount: Minor, weights: readonly Minor[]): Minor[] {
  const totalWeight = sum(weights);
  if (totalWeight <= 0 || amount === 0) return weights.map(() => 0);
  const raw = weights.map((w) => (amount * w) / totalWeight);
  const parts = raw.map((r) => Math.floor(r));
  let left = amount - sum(parts);
  const order = raw
    .map((r, i) => ({ i, rest: r - Math.floor(r) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * Shopper-facing amount: CAD shown as its code, other currencies as a symbol (spec 000 section 9).
 * `wholeWithoutCents` drops ".00" from whole amounts ($50 rather than $50.00), as facet labels show them.
 */
export function formatMoney(
  minor: Minor,
  currency: string,
  locale = 'en-US',
  { wholeWithoutCents = false }: { wholeWithoutCents?: boolean } = {},
): string {
  return moneyFormat(locale, currency, wholeWithoutCents && minor % 100 === 0).format(toMajor(minor));
}

/** Formats by locale, currency and cents, built once: a cart answer writes several amounts into its texts. */
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
      ...(whole ? { maximumFractionDigits: 0 } : {}),
    });
    moneyFormats.set(key, format);
  }
  return format;
}
