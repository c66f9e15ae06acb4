/** Values frozen as a whole, by their root: what can stand for its content by identity (isDeepFrozen). */
const frozenRoots = new WeakSet<object>();

/**
 * Freezes plain data all the way down (objects and arrays), so data shared by every world of a seed cannot
 * be changed through one of them: a write to it throws instead of leaking into other sessions.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  freezeAll(value, new WeakSet());
  frozenRoots.add(value);
  return value;
}

function freezeAll(value: unknown, seen: WeakSet<object>): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  Object.freeze(value);
  for (const key of Object.keys(value)) freezeAll((value as Record<string, unknown>)[key], seen);
}

/**
 * Deep-freezes what is not frozen yet and stops at what is: for a record built by spreading a stored one,
 * only its new objects are walked. Sound where every frozen object reachable is deep-frozen already (a
 * table's records, the shared seed); a shallow-frozen object's children would stay as they are.
 */
export function freezeNew<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  freezeNewParts(value);
  frozenRoots.add(value);
  return value;
}

function freezeNewParts(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) freezeNewParts((value as Record<string, unknown>)[key]);
}

/** Whether `value` was frozen as a whole: its identity then stands for its content, which cannot change. */
export const isDeepFrozen = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && frozenRoots.has(value);
