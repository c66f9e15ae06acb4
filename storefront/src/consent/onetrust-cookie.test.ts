import { describe, expect, it } from 'vitest';
import { allChoices } from './consent-policy';
import {
  consentCookies,
  consentCookieValue,
  parseConsentCookie,
  readConsentCookies,
} from './onetrust-cookie';

/** A cookie as OneTrust's own script writes it (its groups percent-encoded inside the query string). */
const ONETRUST_WRITTEN =
  'isGpcEnabled=0&datestamp=Fri+Nov+27+2026+10%3A12%3A01+GMT%2B0000&version=202409.1.0&browserGpcFlag=0' +
  '&isIABGlobal=false&hosts=&consentId=0b7f3c1e-6b8a-4d4f-9b77-2f1f0f9c1d2a&interactionCount=1' +
  '&isAnonUser=1&landingPath=NotLandingPage&groups=C0001%3A1%2CC0002%3A0%2CC0003%3A1%2CC0004%3A0' +
  '&AwaitingReconsent=false';

describe("OneTrust's consent cookies", () => {
  it("reads the groups OneTrust's script writes", () => {
    expect(parseConsentCookie(ONETRUST_WRITTEN)).toEqual({
      C0001: true,
      C0002: false,
      C0003: true,
      C0004: false,
    });
  });

  it('writes what it reads back, the required category always on', () => {
    const choices = { C0001: false, C0002: true, C0003: false, C0004: true };
    const value = consentCookieValue(choices, new Date('2026-11-28T09:00:00Z'));
    expect(new URLSearchParams(value).get('groups')).toBe('C0001:0,C0002:1,C0003:0,C0004:1');
    expect(parseConsentCookie(value)).toEqual({ ...choices, C0001: true });
  });

  it('takes an unreadable cookie or one without groups as no answer', () => {
    expect(parseConsentCookie('')).toBeUndefined();
    expect(parseConsentCookie('isGpcEnabled=0&groups=')).toBeUndefined();
    expect(parseConsentCookie('groups=X9:1')).toBeUndefined();
  });

  it('counts an answer only once the banner was answered (OptanonAlertBoxClosed)', () => {
    const consent = `OptanonConsent=${ONETRUST_WRITTEN}`;
    expect(readConsentCookies(`other=1; ${consent}`)).toBeUndefined();
    expect(readConsentCookies(`${consent}; OptanonAlertBoxClosed=2026-11-27T10:12:01.000Z`)).toMatchObject({
      C0002: false,
      C0003: true,
    });
  });

  it('stores both cookies for a year, Secure on https', () => {
    const [consent, answered] = consentCookies(allChoices(true), new Date('2026-11-28T09:00:00Z'), true);
    expect(consent).toMatch(/^OptanonConsent=.*groups=C0001%3A1%2CC0002%3A1%2CC0003%3A1%2CC0004%3A1/);
    expect(answered).toMatch(
      /^OptanonAlertBoxClosed=2026-11-28T09:00:00.000Z; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/,
    );
    expect(consentCookies(allChoices(false), new Date(), false)[0]).not.toContain('Secure');
  });
});
