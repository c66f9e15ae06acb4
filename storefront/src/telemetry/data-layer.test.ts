import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allChoices } from '../consent/consent-policy';
import { consentStore } from '../consent/consent-store';
import { getCurrentLocale, setCurrentLocale } from '../i18n/current-locale';
import { pushAnalyticsEvent } from './data-layer';

const EVENT = { event: 'popupImpression', popupName: 'welcome-offer' } as const;
const pushed = () => (window.dataLayer ?? []).map((e) => (e as { event: string }).event);
const locale = getCurrentLocale();

beforeEach(() => {
  window.dataLayer = undefined;
});

afterEach(() => {
  setCurrentLocale(locale);
  for (const name of ['OptanonConsent', 'OptanonAlertBoxClosed']) {
    // biome-ignore lint/suspicious/noDocumentCookie: consent is kept in OneTrust's cookies
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});

describe('the analytics data layer', () => {
  it('takes events outside EMEA without asking, creating the queue tag managers read', () => {
    setCurrentLocale('en-us');
    expect(pushAnalyticsEvent(EVENT)).toBe(true);
    expect(window.dataLayer).toEqual([EVENT]);
  });

  it('on an EMEA site takes none before performance consent (C0002), then stops again on withdrawal', () => {
    setCurrentLocale('en-gb');
    expect(pushAnalyticsEvent(EVENT)).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    consentStore().choose({ ...allChoices(false), C0002: true });
    expect(pushAnalyticsEvent({ event: 'mobileMenuExpand', section: 'Men' })).toBe(true);
    consentStore().choose(allChoices(false));
    expect(pushAnalyticsEvent({ event: 'mobileMenuClose', section: 'Men' })).toBe(false);
    expect(pushed()).toEqual(['mobileMenuExpand']);
  });
});
