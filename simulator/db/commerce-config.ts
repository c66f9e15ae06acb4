import type { GiftCardRecord } from './commerce-records';
import type { Currency } from './seed/catalogue-types';

/**
 * Fixed commerce configuration every world starts from: promotions and their coupon codes, gift cards and
 * limits. Not random: QA scripts and the README quote these codes and numbers. Money in minor units; the
 * same thresholds apply in USD, CAD, GBP and EUR carts (the same number of minor units in each).
 */

type PromotionLevel = 'ORDER' | 'PRODUCT' | 'SHIPPING';

type PromotionBenefit =
  | { readonly kind: 'PERCENT'; readonly percent: number }
  | { readonly kind: 'AMOUNT'; readonly amount: number }
  | { readonly kind: 'FREE_SHIPPING' }
  | { readonly kind: 'GIFT'; readonly gift: BonusProduct };

export interface BonusProduct {
  readonly productId: string;
  readonly sku: string;
  readonly name: string;
  readonly originalPrice: number;
  /** The gift's picture on the image CDN (the cart line shows it like any other line's). */
  readonly imageUrl: string;
}

/**
 * What an offer is for beyond its benefit, when its name says so ('15% off your first order'). Names and
 * callouts hold no text here: simulator/domain/commerce/promotion-texts.ts writes them from these facts in
 * the page's language and the cart's currency.
 */
export type PromotionOccasion =
  | 'firstOrder'
  | 'employees'
  | 'winterSale'
  | 'preview'
  | 'firstShoppers'
  | 'oneUse';

export interface Promotion {
  readonly id: string;
  readonly level: PromotionLevel;
  readonly campaignId: string;
  readonly benefit: PromotionBenefit;
  readonly occasion?: PromotionOccasion;
  /** Coupon code that activates it; absent for automatic promotions. */
  readonly couponCode?: string;
  /** Merchandise subtotal (after product discounts) needed to qualify. */
  readonly threshold?: number;
  /** From this subtotal on (below the threshold) an approaching callout shows. */
  readonly approachFrom?: number;
  readonly startsAt?: string;
  readonly endsAt?: string;
  /** Total redemptions allowed over all shoppers (PRM140 when reached). */
  readonly usageLimit?: number;
  /** One redemption per shopper (PRM150 once redeemed). */
  readonly oncePerShopper?: boolean;
  /** Only these consumer types may use it (PRM130 for others). */
  readonly consumerTypes?: readonly string[];
  /** The employee discount: only once the employee has accepted its terms (PRM130 before). */
  readonly requiresEmployeeTerms?: boolean;
  /** Digital products (gift cards) never get product discounts. */
  readonly excludeDigital?: boolean;
}

/**
 * The free-shipping threshold, in minor units of every currency alike ($75, CA$75, £75, 75 €): the
 * automatic shipping promotion applies it and every content text about free shipping quotes it
 * (freeShippingOffer), so they cannot disagree.
 */
const FREE_SHIPPING_THRESHOLD = 7500;

/**
 * The threshold as shoppers read it: whole units, CAD shown as its code, others as a symbol (spec 000
 * section 9), in the number format of the language (fr: "75 €").
 */
export function freeShippingAmount(currency: Currency = 'USD', language: 'en' | 'fr' = 'en'): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
    maximumFractionDigits: 0,
  })
    .format(FREE_SHIPPING_THRESHOLD / 100)
    .replace(/\u00a0/g, ' ');
}

/** The content's wording of the offer ('Free shipping on orders over $75'). */
export const freeShippingOffer = (currency: Currency = 'USD'): string =>
  `Free shipping on orders over ${freeShippingAmount(currency)}`;

/** The French wording of the offer ('Livraison offerte dès 75 € d’achat'). */
export const freeShippingOfferFr = (currency: Currency = 'EUR'): string =>
  `Livraison offerte dès ${freeShippingAmount(currency, 'fr')} d’achat`;

export const GIFT_TOTE: BonusProduct = {
  productId: 'GWPTOTE01',
  sku: 'GWPTOTE01OS',
  name: 'Free Trail Tote',
  originalPrice: 2500,
  imageUrl: 'https://images.summitpeak.example/is/image/GWPTOTE01-HERO',
};

export const PROMOTIONS: readonly Promotion[] = [
  {
    id: 'promo-free-ship-75',
    level: 'SHIPPING',
    campaignId: 'camp-shipping',
    benefit: { kind: 'FREE_SHIPPING' },
    threshold: FREE_SHIPPING_THRESHOLD,
    approachFrom: 5000,
  },
  {
    id: 'promo-spend-150',
    level: 'ORDER',
    campaignId: 'camp-spend',
    benefit: { kind: 'AMOUNT', amount: 1500 },
    threshold: 15000,
    approachFrom: 10000,
  },
  {
    id: 'promo-gwp-tote',
    level: 'PRODUCT',
    campaignId: 'camp-gwp',
    benefit: { kind: 'GIFT', gift: GIFT_TOTE },
    threshold: 20000,
    approachFrom: 15000,
  },
  {
    id: 'promo-spring20',
    level: 'PRODUCT',
    campaignId: 'camp-spring',
    benefit: { kind: 'PERCENT', percent: 20 },
    couponCode: 'SPRING20',
    excludeDigital: true,
  },
  {
    id: 'promo-take10',
    level: 'ORDER',
    campaignId: 'camp-take10',
    benefit: { kind: 'AMOUNT', amount: 1000 },
    couponCode: 'TAKE10',
    threshold: 5000,
    approachFrom: 3000,
  },
  {
    id: 'promo-freeship',
    level: 'SHIPPING',
    campaignId: 'camp-freeship',
    benefit: { kind: 'FREE_SHIPPING' },
    couponCode: 'FREESHIP',
  },
  {
    id: 'promo-welcome15',
    level: 'ORDER',
    campaignId: 'camp-welcome',
    benefit: { kind: 'PERCENT', percent: 15 },
    occasion: 'firstOrder',
    couponCode: 'WELCOME15',
    oncePerShopper: true,
  },
  {
    id: 'promo-staff30',
    level: 'ORDER',
    campaignId: 'camp-staff',
    benefit: { kind: 'PERCENT', percent: 30 },
    occasion: 'employees',
    couponCode: 'STAFF30',
    consumerTypes: ['EMPLOYEE'],
    requiresEmployeeTerms: true,
  },
  {
    id: 'promo-winter2025',
    level: 'PRODUCT',
    campaignId: 'camp-winter',
    benefit: { kind: 'PERCENT', percent: 25 },
    occasion: 'winterSale',
    couponCode: 'WINTER2025',
    endsAt: '2025-03-31T23:59:59.000Z',
  },
  {
    id: 'promo-future30',
    level: 'ORDER',
    campaignId: 'camp-future',
    benefit: { kind: 'PERCENT', percent: 30 },
    occasion: 'preview',
    couponCode: 'FUTURE30',
    startsAt: '2099-06-01T00:00:00.000Z',
  },
  {
    id: 'promo-limited50',
    level: 'ORDER',
    campaignId: 'camp-limited',
    benefit: { kind: 'AMOUNT', amount: 500 },
    occasion: 'firstShoppers',
    couponCode: 'LIMITED50',
    usageLimit: 50,
  },
  {
    id: 'promo-once-redeemed',
    level: 'ORDER',
    campaignId: 'camp-thanks',
    benefit: { kind: 'AMOUNT', amount: 2000 },
    occasion: 'oneUse',
    couponCode: 'THANKYOU20',
    usageLimit: 1,
    oncePerShopper: true,
  },
];

/** Redemptions already made when a world starts: LIMITED50 is used up, THANKYOU20 already redeemed. */
export const SEEDED_COUPON_USAGE: readonly { code: string; redemptions: number; redeemedBy: string[] }[] = [
  { code: 'LIMITED50', redemptions: 50, redeemedBy: [] },
  { code: 'THANKYOU20', redemptions: 1, redeemedBy: ['*'] },
];

/** Gift cards (16 digits, 4-digit pin). Documented in the README; balances in minor units. */
export const SEEDED_GIFT_CARDS: readonly GiftCardRecord[] = [
  card('6006491111111111', '1111', 5000),
  card('6006492222222222', '2222', 20000),
  card('6006493333333333', '3333', 1500),
  card('6006494444444444', '4444', 100000),
  card('6006498888888888', '8888', 7500, { currency: 'CAD' }),
  card('6006495555555555', '5555', 2500, { expiry: '2025-06-30' }),
  card('6006496666666666', '6666', 0),
  card('6006497777777777', '7777', 5000, { blocked: true }),
];

function card(
  number: string,
  pin: string,
  balance: number,
  extra: { currency?: string; expiry?: string; blocked?: boolean } = {},
): GiftCardRecord {
  return {
    number,
    pin,
    currency: extra.currency ?? 'USD',
    initialBalance: balance,
    balance,
    blocked: extra.blocked ?? false,
    ...(extra.expiry ? { expiry: extra.expiry } : { expiry: '2045-12-31' }),
  };
}

export const COMMERCE_LIMITS = {
  /** Gift cards on one cart (GFC410 beyond). */
  maxGiftCards: 2,
  /** Default maximum units of one line (spec 000 section 9). */
  defaultMaxQty: 999_999,
  /** Digital products (e-gift cards) and made-to-order items. */
  digitalMaxQty: 10,
  customsMaxQty: 5,
  /** Reservation of reserveWithItem, in minutes. */
  reservationMinutes: 15,
  /** Loyalty points to money: 100 points are 1.00. */
  pointsPerMajorUnit: 100,
} as const;
