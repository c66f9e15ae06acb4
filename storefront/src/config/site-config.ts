/**
 * One typed place per site and locale: currency, region, country, date format, feature flags and settings.
 * Pure data and look-ups; flag overrides live in flag-overrides.ts, the React context in SiteConfigProvider.
 */

import type { StoreSearchQuery } from '../../../contracts/entities/store';

export const BRAND = 'summitpeak';

export type Region = 'NORA' | 'EMEA';
export type Currency = 'USD' | 'CAD' | 'GBP' | 'EUR';
/** The unit store searches ask for and distances are shown in (the contract's). */
export type DistanceUnit = StoreSearchQuery['unit'];
/** How times of day read: 12-hour with AM/PM, or 24-hour. */
export type Clock = 'h12' | 'h23';

/** Feature switches (spec 000 / 001 name them as configured per site). */
export interface SiteFeatures {
  favorites: boolean;
  expressCheckout: boolean;
  newSignUpAllowed: boolean;
  loyaltyFeatures: boolean;
  rewardsBar: boolean;
  botCheckOnAddressSubmit: boolean;
  showShopAllL3sOnMobile: boolean;
  simplifiedEnrolment: boolean;
  allowPickupOrder: boolean;
  collectionPoints: boolean;
  shipToStore: boolean;
  cloudVideoPlayer: boolean;
  employeeDiscount: boolean;
  guestBonusItemsFirst: boolean;
}
export type FeatureName = keyof SiteFeatures;

export interface SiteSettings {
  /** Listing page size (category, search). */
  productsPerPage: number;
  savedForLaterPageSize: number;
  favoritesPageSize: number;
  loyaltyType: 'points' | 'none';
  /** Spec 001: the free-shipping benefit is hidden for FR, IT, DE, GB. */
  freeShippingBenefitShown: boolean;
  /** Whether a pickup order asks for an email of the person collecting. */
  pickupEmailRequired: boolean;
  /** Whether a collection-point order asks for a contact. */
  collectionPointContactRequired: boolean;
  /** Interests are collected (the enrolment's interests step, the interests dialog after sign-up). */
  collectsInterests: boolean;
  /** Interests are asked after sign-up only of a shopper who subscribed to the newsletter (spec 001 section 4). */
  interestsTiedToNewsletter: boolean;
  /** Interests are blanked when the shopper opts out (spec 001 section 5: "in locales that require it"). */
  interestsBlankedOnOptOut: boolean;
  /**
   * The shopper's consent decides the optional cookie categories (EMEA, spec 001 section 6); elsewhere they
   * all count as allowed and nothing is asked.
   */
  consentRequired: boolean;
  /** Minimal age for sign-up, configured per country (spec 001 section 9). */
  minimalAge: number;
  /** Store distances: miles in the US, kilometres elsewhere. */
  distanceUnit: DistanceUnit;
  /** Store hours: 12-hour in the US and English Canada, 24-hour elsewhere. */
  clock: Clock;
}

export interface SiteConfig {
  brand: string;
  locale: string;
  language: 'en' | 'fr';
  currency: Currency;
  region: Region;
  country: string;
  dateFormat: 'MM/DD/YYYY' | 'DD/MM/YYYY';
  features: SiteFeatures;
  settings: SiteSettings;
}

const NORA_FEATURES: SiteFeatures = {
  favorites: true,
  expressCheckout: true,
  newSignUpAllowed: true,
  loyaltyFeatures: true,
  rewardsBar: true,
  botCheckOnAddressSubmit: false,
  showShopAllL3sOnMobile: true,
  simplifiedEnrolment: false,
  allowPickupOrder: true,
  collectionPoints: false,
  shipToStore: true,
  cloudVideoPlayer: true,
  employeeDiscount: true,
  guestBonusItemsFirst: false,
};

const EMEA_FEATURES: SiteFeatures = {
  ...NORA_FEATURES,
  expressCheckout: false,
  rewardsBar: false,
  botCheckOnAddressSubmit: true,
  simplifiedEnrolment: true,
  allowPickupOrder: false,
  collectionPoints: true,
  shipToStore: false,
  employeeDiscount: false,
};

const BASE_SETTINGS: SiteSettings = {
  productsPerPage: 24,
  savedForLaterPageSize: 10,
  favoritesPageSize: 24,
  loyaltyType: 'points',
  freeShippingBenefitShown: true,
  pickupEmailRequired: false,
  collectionPointContactRequired: false,
  collectsInterests: true,
  interestsTiedToNewsletter: false,
  interestsBlankedOnOptOut: false,
  consentRequired: false,
  minimalAge: 13,
  distanceUnit: 'km',
  clock: 'h23',
};

/** Countries whose sign-up benefits panel hides free shipping (spec 001). */
const FREE_SHIPPING_HIDDEN_COUNTRIES: readonly string[] = ['FR', 'IT', 'DE', 'GB'];

function site(
  locale: string,
  currency: Currency,
  region: Region,
  settings: Partial<SiteSettings> = {},
  features: Partial<SiteFeatures> = {},
): SiteConfig {
  const [language = 'en', countryLower = ''] = locale.split('-');
  const country = countryLower.toUpperCase();
  return {
    brand: BRAND,
    locale,
    language: language === 'fr' ? 'fr' : 'en',
    currency,
    region,
    country,
    dateFormat: region === 'NORA' ? 'MM/DD/YYYY' : 'DD/MM/YYYY',
    features: { ...(region === 'NORA' ? NORA_FEATURES : EMEA_FEATURES), ...features },
    settings: {
      ...BASE_SETTINGS,
      freeShippingBenefitShown: !FREE_SHIPPING_HIDDEN_COUNTRIES.includes(country),
      // Designed: the EMEA sites (consent law) drop interests with the consent; see docs/decisions.md.
      interestsBlankedOnOptOut: region === 'EMEA',
      interestsTiedToNewsletter: region === 'EMEA',
      consentRequired: region === 'EMEA',
      ...settings,
    },
  };
}

/**
 * Every site the storefront knows. The EMEA sites are defined (formats, flags) but not yet served: the
 * simulator sells in USD and CAD only (simulator/domain/catalogue/money.ts) and seeds content for the US
 * and Canadian sites, so SUPPORTED_LOCALES lists the NORA sites only.
 */
export const SITES = {
  'en-us': site('en-us', 'USD', 'NORA', { distanceUnit: 'mi', clock: 'h12' }),
  'en-ca': site('en-ca', 'CAD', 'NORA', { pickupEmailRequired: true, clock: 'h12' }),
  'fr-ca': site('fr-ca', 'CAD', 'NORA', { pickupEmailRequired: true }),
  'en-gb': site('en-gb', 'GBP', 'EMEA', { collectionPointContactRequired: true, minimalAge: 16 }),
  'fr-fr': site('fr-fr', 'EUR', 'EMEA', { collectionPointContactRequired: true, minimalAge: 15 }),
} as const satisfies Record<string, SiteConfig>;

export type KnownLocale = keyof typeof SITES;

/** The locales the storefront serves (every one of them served by the simulator). */
export const SUPPORTED_LOCALES = [
  'en-us',
  'en-ca',
  'fr-ca',
  'en-gb',
  'fr-fr',
] as const satisfies readonly KnownLocale[];
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: SupportedLocale = 'en-us';

export function isSupportedLocale(locale: string | undefined | null): locale is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(locale?.toLowerCase() ?? '');
}

/** The site of a locale, case-insensitively; the default site for an unsupported one. */
export function siteFor(locale: string | undefined | null): SiteConfig {
  const lower = locale?.toLowerCase();
  return isSupportedLocale(lower) ? SITES[lower] : SITES[DEFAULT_LOCALE];
}
