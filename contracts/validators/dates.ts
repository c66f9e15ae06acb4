import { z } from '../zod';
import { refineOrStop, textField } from './generic';
import {
  ageRestrictionMessage,
  birthDateMinimumMessage,
  dateAfterMessage,
  dateBeforeMessage,
  dateFormatMessage,
} from './messages';

/**
 * Dates (spec 000 section 5, spec 001 section 5): forms show DD/MM/YYYY or MM/DD/YYYY (by region) and
 * store YYYY-MM-DD. Every check is a real-calendar check (31/02/2020 and 29/02/2023 fail).
 */

export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const STORED_DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_PLACEHOLDER = '01/01/1900';

/** Display format by region: DD/MM/YYYY in EMEA, MM/DD/YYYY in NORA and anywhere else. */
export const dateFormatForRegion = (region: string | undefined): DateFormat =>
  region?.toUpperCase() === 'EMEA' ? 'DD/MM/YYYY' : 'MM/DD/YYYY';

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function storedFromParts(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** 'DD/MM/YYYY' or 'MM/DD/YYYY' text to stored 'YYYY-MM-DD', or null when malformed or not a real date. */
export function toStoredDate(text: string, format: DateFormat): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return format === 'DD/MM/YYYY'
    ? storedFromParts(year, second, first)
    : storedFromParts(year, first, second);
}

/** Stored 'YYYY-MM-DD' to display text, or null when not a real date. */
export function toDisplayDate(stored: string, format: DateFormat): string | null {
  const valid = normaliseStoredDate(stored);
  if (!valid) return null;
  const [year, month, day] = valid.split('-');
  return format === 'DD/MM/YYYY' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** The stored date itself when it is a real 'YYYY-MM-DD' date, else null. */
export function normaliseStoredDate(stored: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(stored);
  return match ? storedFromParts(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

export const isValidDisplayDate = (text: string, format: DateFormat) => toStoredDate(text, format) !== null;

/**
 * A bound or 'today' as a stored date: a Date gives its local calendar day; a string must be a real
 * 'YYYY-MM-DD' date (anything else is a programming error and throws).
 */
export function storedDateOf(value: Date | string = new Date()): string {
  if (typeof value !== 'string')
    return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  const stored = normaliseStoredDate(value);
  if (!stored) throw new Error(`Expected a real YYYY-MM-DD date, got '${value}'`);
  return stored;
}

/** The same calendar day `years` earlier; 29 February becomes 28 February in a non-leap year. */
export function subtractYears(stored: string, years: number): string {
  const [year = 0, month = 1, day = 1] = stored.split('-').map(Number);
  const target = year - years;
  return `${pad(target, 4)}-${pad(month)}-${pad(Math.min(day, daysInMonth(target, month)))}`;
}

// Zod pieces -------------------------------------------------------------------------------------------

/** Date text in `format` that is a real date: 'Date should match {format} and be a valid date.' */
export const dateFormatCheck = (format: DateFormat, message: string = dateFormatMessage(format)) =>
  refineOrStop((text) => isValidDisplayDate(text, format), message);

export function displayDate(format: DateFormat, options: { required?: boolean; message?: string } = {}) {
  return textField({
    required: options.required ?? true,
    checks: [dateFormatCheck(format, options.message)],
  });
}

/** Strictly before the bound (a stored date or a Date). Malformed text is left to `dateFormatCheck`. */
export function dateBefore(bound: string | Date, format: DateFormat, message?: string) {
  const limit = storedDateOf(bound);
  return z.refine<string>(
    (text) => {
      const stored = toStoredDate(text, format);
      return stored === null || stored < limit;
    },
    message ?? dateBeforeMessage(toDisplayDate(limit, format) ?? limit),
  );
}

/** Strictly after the bound (a stored date or a Date). */
export function dateAfter(bound: string | Date, format: DateFormat, message?: string) {
  const limit = storedDateOf(bound);
  return z.refine<string>(
    (text) => {
      const stored = toStoredDate(text, format);
      return stored === null || stored > limit;
    },
    message ?? dateAfterMessage(toDisplayDate(limit, format) ?? limit),
  );
}

// Birth date -------------------------------------------------------------------------------------------

/** Earliest accepted birth date (fixed). */
export const BIRTH_DATE_MINIMUM = '1900-01-01';

/** Minimal sign-up age per country (designed defaults; the spec says only that it is configured per country). */
export const MINIMAL_AGE_BY_COUNTRY: Readonly<Record<string, number>> = {
  US: 13,
  CA: 13,
  GB: 16,
  DE: 16,
  FR: 15,
  IT: 14,
};
export const DEFAULT_MINIMAL_AGE = 16;

export const minimalAgeFor = (country: string | undefined): number =>
  MINIMAL_AGE_BY_COUNTRY[country?.toUpperCase() ?? ''] ?? DEFAULT_MINIMAL_AGE;

export interface BirthDateOptions {
  /** ISO country code: selects the minimal age. */
  country?: string;
  /** Overrides the table. */
  minimalAge?: number;
  /** Injectable for deterministic tests; evaluated at each check when absent. */
  today?: Date | string;
  /** Used to show dates inside messages. */
  format?: DateFormat;
}

export type BirthDateResult =
  | { ok: true; stored: string }
  | { ok: false; reason: 'invalid' | 'tooEarly' | 'tooYoung'; message: string; minimalAge: number };

/** The sign-up birth-date rule on a stored date: real date, not before 1900-01-01, at least the minimal age. */
export function checkBirthDate(stored: string, options: BirthDateOptions = {}): BirthDateResult {
  const minimalAge = options.minimalAge ?? minimalAgeFor(options.country);
  const show = (date: string) => (options.format ? (toDisplayDate(date, options.format) ?? date) : date);
  const valid = normaliseStoredDate(stored);
  if (!valid) {
    return {
      ok: false,
      reason: 'invalid',
      message: dateFormatMessage(options.format ?? STORED_DATE_FORMAT),
      minimalAge,
    };
  }
  if (valid < BIRTH_DATE_MINIMUM) {
    return {
      ok: false,
      reason: 'tooEarly',
      message: birthDateMinimumMessage(show(BIRTH_DATE_MINIMUM)),
      minimalAge,
    };
  }
  const latest = subtractYears(storedDateOf(options.today), minimalAge);
  if (valid > latest)
    return { ok: false, reason: 'tooYoung', message: ageRestrictionMessage(minimalAge), minimalAge };
  return { ok: true, stored: valid };
}

/** Sign-up birth date field in the display format (required unless configured otherwise). */
export function birthDate(
  format: DateFormat,
  options: Omit<BirthDateOptions, 'format'> & { required?: boolean } = {},
) {
  const rule = z.superRefine<string>((text, ctx) => {
    const stored = toStoredDate(text, format);
    if (stored === null) return;
    const result = checkBirthDate(stored, { ...options, format });
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
  });
  return textField({ required: options.required ?? true, checks: [dateFormatCheck(format), rule] });
}
