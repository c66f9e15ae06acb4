import { CONSENT_CATEGORY_IDS, type ConsentCategory } from '../../../contracts/common/consent-categories';

/** The shopper's answer: each category allowed or not (C0001, required, is always allowed). */
export type ConsentChoices = Readonly<Record<ConsentCategory, boolean>>;

/**
 * The consent platform's storage, as OneTrust keeps it: `OptanonConsent` (a query string whose `groups` lists
 * "C0001:1,C0002:0,...") and `OptanonAlertBoxClosed` (when the shopper answered the banner). A production
 * site may load OneTrust's own script instead of our banner: it writes the same cookies, and the storefront
 * reads them the same way.
 */
export const CONSENT_COOKIE = 'OptanonConsent';
export const ANSWERED_COOKIE = 'OptanonAlertBoxClosed';
/** OneTrust's default lifetime for both cookies. */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

const cookieValue = (cookies: string, name: string): string | undefined =>
  cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** The choices an `OptanonConsent` value holds; undefined when it names no group (unreadable or empty). */
export function parseConsentCookie(value: string): ConsentChoices | undefined {
  const groups = new URLSearchParams(value).get('groups');
  if (!groups) return undefined;
  const given = new Map(
    groups.split(',').map((pair) => {
      const [id = '', flag = ''] = pair.split(':');
      return [id.trim(), flag.trim() === '1'] as const;
    }),
  );
  if (!CONSENT_CATEGORY_IDS.some((id) => given.has(id))) return undefined;
  return Object.fromEntries(
    CONSENT_CATEGORY_IDS.map((id) => [id, id === 'C0001' || given.get(id) === true]),
  ) as Record<ConsentCategory, boolean>;
}

/** An `OptanonConsent` value for these choices, with the fields OneTrust's script reads back. */
export function consentCookieValue(choices: ConsentChoices, now: Date): string {
  return new URLSearchParams({
    isGpcEnabled: '0',
    datestamp: now.toString(),
    version: 'storefront-1',
    isIABGlobal: 'false',
    hosts: '',
    interactionCount: '1',
    landingPath: 'NotLandingPage',
    groups: CONSENT_CATEGORY_IDS.map((id) => `${id}:${choices[id] ? 1 : 0}`).join(','),
    AwaitingReconsent: 'false',
  }).toString();
}

/** Reads the answered choices from `document.cookie`; undefined until the shopper has answered. */
export function readConsentCookies(cookies: string): ConsentChoices | undefined {
  if (cookieValue(cookies, ANSWERED_COOKIE) === undefined) return undefined;
  const value = cookieValue(cookies, CONSENT_COOKIE);
  return value === undefined ? undefined : parseConsentCookie(value);
}

/** The two `Set-Cookie`-style strings that store an answer (for `document.cookie`). */
export function consentCookies(choices: ConsentChoices, now: Date, secure: boolean): readonly string[] {
  const attributes = `; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [
    `${CONSENT_COOKIE}=${consentCookieValue(choices, now)}${attributes}`,
    `${ANSWERED_COOKIE}=${now.toISOString()}${attributes}`,
  ];
}
