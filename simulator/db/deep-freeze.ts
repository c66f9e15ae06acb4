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

/**
 * Deep-freezes what is not frozen yet and stops at what is: for a record built by spreading a stored one,
 * only its new objects are walked. Sound where every frozen object reachable is deep-frozen already (a
 * table's records, the shared seed); a shallow-frozen object's children would stay as they are.
 */
export function freezeNew<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) freezeNew((value as Record<string, unknown>)[key]);
  return value;
}
