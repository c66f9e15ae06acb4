/**
 * A deep copy of a stored record, so handlers never hold the store's own objects. Records are contract data
 * (plain objects, arrays and primitives); this walks them directly, several times faster than
 * structuredClone, which serialises through the messaging machinery. Anything else (a Date, a Map) falls
 * back to structuredClone.
 */
export function copyRecord<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyRecord) as T;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copyRecord((value as Record<string, unknown>)[key]);
  return out as T;
}
