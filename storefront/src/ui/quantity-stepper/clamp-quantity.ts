/** Spec 000 section 9: default max quantity 999999 (the default quantity is the contracts' DEFAULT_QUANTITY). */
export const DEFAULT_MAX_QUANTITY = 999_999;

/** A typed quantity as a whole number within [min, max]; NaN or empty keeps the fallback. */
export function clampQuantity(raw: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(raw)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(raw)));
}
