import type { CardType } from '../../../../contracts/entities/payment-instrument';

/**
 * Pure card-entry rules the payment provider's form applies before anything leaves the browser: digits
 * only, the Luhn checksum, the brand from the leading digits (BIN ranges), and the expiry (FE309).
 */

/** The digits of a typed card number (spaces and dashes dropped). */
export const cardDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

/** The Luhn (mod 10) checksum every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const inRange = (digits: string, length: number, low: number, high: number) => {
  const lead = Number(digits.slice(0, length));
  return digits.length >= length && lead >= low && lead <= high;
};

/** The brand by BIN range (the six to eight leading digits); undefined for a number no brand issues. */
export function cardBrand(digits: string): CardType | undefined {
  if (/^4/.test(digits)) return 'VISA';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(6011|65)/.test(digits) || inRange(digits, 3, 644, 649) || inRange(digits, 6, 622126, 622925))
    return 'DISCOVER';
  if (inRange(digits, 4, 3528, 3589)) return 'JCB';
  if (inRange(digits, 3, 300, 305) || /^3[689]/.test(digits)) return 'DINERS';
  return undefined;
}

export interface CardExpiry {
  readonly month: number;
  readonly year: number;
}

/** "MM/YY" (or "MM/YYYY") as month and four-digit year; undefined when it is not a date. */
export function parseExpiry(typed: string): CardExpiry | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** A card is valid through the last day of its expiry month (the simulator's rule, on UTC). */
export function isExpired(expiry: CardExpiry, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** The security code: 4 digits for American Express, 3 for the others. */
export const cvcLength = (brand: CardType | undefined): number => (brand === 'AMEX' ? 4 : 3);
