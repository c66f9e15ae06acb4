/**
 * The decision engine's visitor id (monetateId: three dot-separated numbers), kept for the visit's life in
 * localStorage like a first-party cookie, so a visitor keeps the same variant across pages.
 */
const VISITOR_ID_KEY = 'storefront.monetateId';

function newVisitorId(now: number, random: () => number = Math.random): string {
  return `5.${Math.floor(random() * 1e10)}.${now}`;
}

export function visitorId(now: number): string {
  try {
    const stored = globalThis.localStorage?.getItem(VISITOR_ID_KEY);
    if (stored && /^\d+\.\d+\.\d+$/.test(stored)) return stored;
    const fresh = newVisitorId(now);
    globalThis.localStorage?.setItem(VISITOR_ID_KEY, fresh);
    return fresh;
  } catch {
    return newVisitorId(now);
  }
}
