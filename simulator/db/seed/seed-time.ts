/**
 * Seed dates are relative. The seed is written against a fixed reference instant (SEED_NOW, so the same
 * seed gives the same data), and each world moves every seeded date by whole days from SEED_NOW to the
 * day its clock started: an order "placed 30 days ago" is 30 days before the world's start, an expired
 * gift card stays expired and a valid voucher stays valid, whatever year the simulator runs in.
 */
export const SEED_NOW = '2026-01-01T00:00:00.000Z';

const DAY_MS = 86_400_000;

/** How far a world's seeded dates move: whole days, and whole years for card expiry years. */
export interface SeedShift {
  readonly days: number;
  readonly years: number;
}

export const NO_SHIFT: SeedShift = { days: 0, years: 0 };

export function seedShift(worldStart: Date): SeedShift {
  const reference = new Date(SEED_NOW);
  const days = Math.floor((worldStart.getTime() - reference.getTime()) / DAY_MS);
  return { days, years: worldStart.getUTCFullYear() - reference.getUTCFullYear() };
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Date-only fields that are seed-relative (a gift card's expiry); others (birth dates) stay. */
const RELATIVE_DAY_KEYS = new Set(['expiry']);
/** Card expiry years move by whole years (the month stays). */
const RELATIVE_YEAR_KEYS = new Set(['expiryYear']);

const moveInstant = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();
const moveDay = (day: string, days: number) => moveInstant(`${day}T00:00:00.000Z`, days).slice(0, 10);

function shiftValue(value: unknown, shift: SeedShift, key: string | undefined): unknown {
  if (typeof value === 'string') {
    if (INSTANT.test(value)) return moveInstant(value, shift.days);
    if (key && RELATIVE_DAY_KEYS.has(key) && DAY.test(value)) return moveDay(value, shift.days);
    return value;
  }
  if (typeof value === 'number') return key && RELATIVE_YEAR_KEYS.has(key) ? value + shift.years : value;
  if (Array.isArray(value)) return value.map((item) => shiftValue(item, shift, undefined));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = shiftValue(v, shift, k);
  return out;
}

/** A deep copy of a seed record (plain contract data) with its dates moved to the world's start. */
export function shiftedCopy<T>(record: T, shift: SeedShift): T {
  return shiftValue(record, shift, undefined) as T;
}
