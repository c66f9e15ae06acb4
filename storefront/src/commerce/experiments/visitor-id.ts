/** Where the visitor id is kept: the key the SDK's own browser visitor-id manager uses. */
export const VISITOR_ID_KEY = 'optimizely-vuid';
const PREFIX = 'vuid_';
const MAX_LENGTH = 32;

/** A fresh visitor id: `vuid_` and lower-case hex, at most 32 characters (spec 001 section 9). */
export function newVisitorId(uuid: () => string = () => crypto.randomUUID()): string {
  return `${PREFIX}${uuid().replace(/-/g, '').toLowerCase()}`.slice(0, MAX_LENGTH);
}

export const isVisitorId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.length <= MAX_LENGTH && /^vuid_[a-z0-9]+$/.test(value);

/**
 * This browser's visitor id, made once and kept in local storage. Only the experimentation chunk calls it,
 * and only with targeting consent, so no id is stored for a visitor who has not allowed it.
 */
export function visitorId(storage: Storage | undefined = globalThis.localStorage): string {
  const stored = storage?.getItem(VISITOR_ID_KEY);
  if (isVisitorId(stored)) return stored;
  const made = newVisitorId();
  try {
    storage?.setItem(VISITOR_ID_KEY, made);
  } catch {
    // Storage full or refused: the id lasts for this page only.
  }
  return made;
}
