/**
 * Spec 000 section 9: "Currency is shown as its code for CAD, otherwise as a symbol" and "Percent discount
 * rounded to 1 decimal". Intl does the per-locale placement and separators.
 */
const cache = new Map<string, Intl.NumberFormat>();

export function currencyDisplayFor(currency: string): 'code' | 'narrowSymbol' {
  return currency.toUpperCase() === 'CAD' ? 'code' : 'narrowSymbol';
}

function formatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      currencyDisplay: currencyDisplayFor(currency),
    });
    cache.set(key, format);
  }
  return format;
}

export function formatMoney(amount: number, currency: string, locale: string): string {
  return formatter(currency, locale).format(amount);
}

/** The discount of current against original in percent, rounded to 1 decimal; 0 when there is none. */
export function percentOff(original: number, current: number): number {
  if (!(original > 0) || current >= original) return 0;
  return Math.round(((original - current) / original) * 1000) / 10;
}
