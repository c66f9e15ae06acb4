/** Values deepFreeze froze, by their root: what can stand for its content by identity (isDeepFrozen). */
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

/** Whether `value` was deep-frozen as a whole: its identity then stands for its content, which cannot change. */
export const isDeepFrozen = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && frozenRoots.has(value);
