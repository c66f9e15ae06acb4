import { freeShippingAmount, freeShippingOfferFr } from '../../db/commerce-config';
import type { Currency } from '../../db/seed/catalogue-types';
import { FRENCH_TEXTS } from './content-french-texts';
import { currencyForLocale } from './money';

/**
 * Content in the language of the served locale (designed: the seed writes content once, in English; the CMS
 * would hold one translation per locale). A French locale (fr-fr, fr-ca) gets the French wording of every
 * known text, looked up whole or by a few sentence patterns; unknown texts (journal articles) stay as written.
 */

/** Keys whose values are identifiers or addresses, never shopper-facing text. */
const KEPT_KEYS: ReadonlySet<string> = new Set([
  'id',
  'type',
  'url',
  'siteId',
  'locale',
  'slug',
  'area',
  'docType',
  'layoutVariant',
  'containerId',
  'placementId',
  'experienceId',
  'variantId',
  'canonicalUrl',
  'robots',
  'eventId',
]);

const fr = (text: string): string => FRENCH_TEXTS[text] ?? text;

type Pattern = readonly [RegExp, (match: RegExpExecArray, currency: Currency) => string];

const PATTERNS: readonly Pattern[] = [
  [/^(.+) \| SummitPeak$/, (m) => `${fr(m[1] ?? '')} | SummitPeak`],
  [/^Free shipping on orders over [^.]+(\.?)$/, (m, currency) => `${freeShippingOfferFr(currency)}${m[1]}`],
  [/^Free shipping over .+$/, (_, currency) => `Livraison offerte dès ${freeShippingAmount(currency, 'fr')}`],
  [/^Shop all (.+)$/, (m) => `Tout l’univers ${fr(m[1] ?? '')}`],
  [/^Shop (.+) at SummitPeak\.$/, (m) => `Découvrez l’univers ${fr(m[1] ?? '')} chez SummitPeak.`],
  [/^Shop (.+)$/, (m) => `Univers ${fr(m[1] ?? '')}`],
  [/^(.+) sale$/, (m) => `Soldes ${fr(m[1] ?? '')}`],
  [
    /^See the <a href="([^"]+)">loyalty terms<\/a>\.$/,
    (m) => `Consultez les <a href="${m[1]}">conditions du programme de fidélité</a>.`,
  ],
];

/** The French wording of one text: whole, as a sentence, inside a <p>, or by pattern; else the text itself. */
export function frenchText(text: string, currency: Currency): string {
  const paragraph = /^<p>(.*)<\/p>$/s.exec(text);
  if (paragraph) return `<p>${frenchText(paragraph[1] ?? '', currency)}</p>`;
  const exact = FRENCH_TEXTS[text];
  if (exact !== undefined) return exact;
  // A known phrase made a sentence ('Earn points.').
  const sentence = text.endsWith('.') ? FRENCH_TEXTS[text.slice(0, -1)] : undefined;
  if (sentence !== undefined) return `${sentence}.`;
  for (const [pattern, render] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return render(match, currency);
  }
  return text;
}

/** A search link's term in the page's language (`/fr-ca/search?q=Sacs%20%C3%A0%20dos`): it searches French names. */
function searchUrl(url: string, text: (s: string) => string): string {
  const match = /^(.*\/search\?q=)([^&#]+)$/.exec(url);
  if (!match) return url;
  return `${match[1]}${encodeURIComponent(text(decodeURIComponent(match[2] ?? '')))}`;
}

function translated(value: unknown, text: (s: string) => string, key?: string): unknown {
  if (typeof value === 'string' && key === 'url') return searchUrl(value, text);
  if (typeof value === 'string') return key && KEPT_KEYS.has(key) ? value : text(value);
  if (Array.isArray(value)) return value.map((item) => translated(item, text, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translated(v, text, k)]));
  }
  return value;
}

const isFrenchLocale = (locale: string): boolean => locale.toLowerCase().startsWith('fr-');

/** A content answer in the served locale's language (a copy; English locales get the value itself). */
export function inLanguage<T>(value: T, locale: string): T {
  if (!isFrenchLocale(locale)) return value;
  const currency = currencyForLocale(locale);
  return translated(value, (s) => frenchText(s, currency)) as T;
}
