import { deepFreeze, isDeepFrozen } from '../db/deep-freeze';

/** The JSON text of answer bodies that cannot change, serialised once. */
const texts = new WeakMap<object, string>();

/**
 * Marks an answer body as one that never changes (deep-frozen), so that answering it again reuses its
 * JSON text: a remembered cart answer (services/commerce/cart-view.ts) is serialised once, not per read.
 */
export function stableAnswer<T>(body: T): T {
  return deepFreeze(body);
}

/** The body's JSON text: serialised once for a stable (deep-frozen) body, on every call for any other. */
export function answerText(body: unknown): string {
  if (!isDeepFrozen(body)) return JSON.stringify(body);
  const stable = body as object;
  let text = texts.get(stable);
  if (text === undefined) {
    text = JSON.stringify(stable);
    texts.set(stable, text);
  }
  return text;
}
