/**
 * Freezes plain data all the way down (objects and arrays), so data shared by every world of a seed cannot
 * be changed through one of them: a write to it throws instead of leaking into other sessions.
 */
export function deepFreeze<T>(value: T, seen: WeakSet<object> = new WeakSet()): T {
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key], seen);
  return value;
}
