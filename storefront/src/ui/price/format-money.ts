/**
 * Spec 000 section 9: "Currency is shown as its code for CAD, otherwise as a symbol" and "Percent discount
 * rounded to 1 decimal". Intl does the per-locale placement and separators.
 */
const cache = new Map<string, Intl.NumberFormat>();

export function currencyDisplayFor(currency: string): 'code' | 'narrowSymbol' {
  return currency.toUpperCase() === 'CAD' ? 'code' : 'narrowSymbol';
}

type Style = 'standard' | 'loyalty';

function formatter(currency: string, locale: string, style: Style): Intl.NumberFormat {
  const key = `${locale}|${currency}|${style}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      currencyDisplay: currencyDisplayFor(currency),
      ...(style === 'loyalty' ? { trailingZeroDisplay: 'stripIfInteger' as const } : {}),
    });
    cache.set(key, format);
  }
  return format;
}

/** An amount in `currency` (the cart's, the order's, the price's: never the site's default) in the page's locale. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return formatter(currency, locale, 'standard').format(amount);
}

/**
 * A loyalty amount (spec 000 section 9: "Loyalty currency display uses no minimum fraction digits"): whole
 * amounts without cents ('$5', '5 CAD'), others with both digits ('$5.50', never '$5.5').
 */
export function formatLoyaltyMoney(amount: number, currency: string, locale: string): string {
  return formatter(currency, locale, 'loyalty').format(amount);
}

/** The discount of current against original in percent, rounded to 1 decimal; 0 when there is none. */
export function percentOff(original: number, current: number): number {
  if (!(original > 0) || current >= original) return 0;
  return Math.round(((original - current) / original) * 1000) / 10;
}
