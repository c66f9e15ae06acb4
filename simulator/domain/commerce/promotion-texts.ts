import type { Promotion, PromotionOccasion } from '../../db/commerce-config';
import { intlLocale } from '../catalogue/countries';
import { formatMoney, type Minor } from './money';

/**
 * What shoppers read of a promotion (its name, callout and approaching callout), written from its structured
 * facts (benefit, threshold, coupon code, occasion) in the language of the page and the money of the cart.
 * The configuration holds no text: a fr-ca cart reads "15 CAD de réduction dès 150 CAD", an en-us cart
 * "$15 off $150", from the same promotion. Pure.
 */

/** Where the texts are read: the page's locale (language, number format) and the cart's currency. */
export interface TextLocale {
  readonly locale: string;
  readonly currency: string;
}

export interface PromotionTexts {
  readonly promotionName: string;
  readonly calloutMessage: string;
}

/** The promotion's facts as the texts quote them, already formatted. */
interface Facts {
  /** The benefit's size: '20%', '$15' (absent for free shipping and gifts). */
  readonly off: string;
  /** The qualifying subtotal: '$150' ('' without one). */
  readonly over: string;
  readonly code: string;
  /** Redemptions allowed over all shoppers. */
  readonly limit: number;
}

type TextKind = 'freeShipping' | 'amount' | 'percent' | 'gift' | PromotionOccasion;

interface KindWording {
  readonly name: (f: Facts) => string;
  readonly callout: (f: Facts) => string;
  /** What the approaching callout promises ('to get {reward}'). */
  readonly reward: (f: Facts) => string;
}

interface Wording {
  readonly kinds: Readonly<Record<TextKind, KindWording>>;
  /** The three parts of an approaching callout (spec 000 section 5): spend more | to get | the offer. */
  readonly approaching: (missing: string, reward: string, callout: string) => string;
}

const en = (over: string, code: string, text: string) =>
  `${text}${over ? ` over ${over}` : ''}${code ? ` with ${code}` : ''}`;
const fr = (over: string, code: string, text: string) =>
  `${text}${over ? ` dès ${over}` : ''}${code ? ` avec ${code}` : ''}`;

const ENGLISH: Wording = {
  kinds: {
    freeShipping: {
      name: (f) => en(f.over, f.code, 'Free shipping'),
      callout: (f) => (f.over ? `Free home delivery on orders of ${f.over} or more` : 'Free home delivery'),
      reward: () => 'free shipping',
    },
    amount: {
      // '$15 off $150', '$10 off $50 with TAKE10'
      name: (f) => [`${f.off} off`, f.over, f.code && `with ${f.code}`].filter(Boolean).join(' '),
      callout: (f) => (f.over ? `Take ${f.off} off orders of ${f.over} or more` : `${f.off} off your order`),
      reward: (f) => `${f.off} off`,
    },
    percent: {
      name: (f) => en(f.over, f.code, `${f.off} off`),
      callout: (f) => `${f.off} off every item`,
      reward: (f) => `${f.off} off`,
    },
    gift: {
      name: (f) => en(f.over, f.code, 'Free gift'),
      callout: (f) =>
        f.over ? `A free gift with orders of ${f.over} or more` : 'A free gift with your order',
      reward: () => 'a free gift',
    },
    firstOrder: {
      name: (f) => `${f.off} off your first order`,
      callout: (f) => `${f.off} off your first order`,
      reward: (f) => `${f.off} off`,
    },
    employees: {
      name: (f) => `Staff ${f.off} off`,
      callout: (f) => `${f.off} off for employees`,
      reward: (f) => `${f.off} off`,
    },
    winterSale: {
      name: () => 'Winter sale',
      callout: (f) => `${f.off} off winter gear`,
      reward: (f) => `${f.off} off`,
    },
    preview: {
      name: () => 'Summer preview',
      callout: (f) => `${f.off} off everything`,
      reward: (f) => `${f.off} off`,
    },
    firstShoppers: {
      name: (f) => `First ${f.limit} shoppers`,
      callout: (f) => `${f.off} off for the first ${f.limit} shoppers`,
      reward: (f) => `${f.off} off`,
    },
    oneUse: {
      name: () => 'Single-use thank-you code',
      callout: (f) => `${f.off} off, one use`,
      reward: (f) => `${f.off} off`,
    },
  },
  approaching: (missing, reward, callout) => `Spend ${missing} more|to get ${reward}|${callout}`,
};

const FRENCH: Wording = {
  kinds: {
    freeShipping: {
      name: (f) => fr(f.over, f.code, 'Livraison offerte'),
      callout: (f) =>
        f.over ? `Livraison à domicile offerte dès ${f.over} d’achat` : 'Livraison à domicile offerte',
      reward: () => 'la livraison offerte',
    },
    amount: {
      name: (f) => fr(f.over, f.code, `${f.off} de réduction`),
      callout: (f) =>
        f.over
          ? `${f.off} de réduction sur les commandes de ${f.over} ou plus`
          : `${f.off} de réduction sur votre commande`,
      reward: (f) => `${f.off} de réduction`,
    },
    percent: {
      name: (f) => fr(f.over, f.code, `${f.off} de réduction`),
      callout: (f) => `${f.off} de réduction sur chaque article`,
      reward: (f) => `${f.off} de réduction`,
    },
    gift: {
      name: (f) => fr(f.over, f.code, 'Cadeau offert'),
      callout: (f) =>
        f.over ? `Un cadeau offert dès ${f.over} d’achat` : 'Un cadeau offert avec votre commande',
      reward: () => 'un cadeau offert',
    },
    firstOrder: {
      name: (f) => `${f.off} de réduction sur votre première commande`,
      callout: (f) => `${f.off} de réduction sur votre première commande`,
      reward: (f) => `${f.off} de réduction`,
    },
    employees: {
      name: (f) => `${f.off} de réduction pour le personnel`,
      callout: (f) => `Réduction de ${f.off} réservée aux employés`,
      reward: (f) => `${f.off} de réduction`,
    },
    winterSale: {
      name: () => 'Soldes d’hiver',
      callout: (f) => `${f.off} de réduction sur l’équipement d’hiver`,
      reward: (f) => `${f.off} de réduction`,
    },
    preview: {
      name: () => 'Avant-première de l’été',
      callout: (f) => `${f.off} de réduction sur tout`,
      reward: (f) => `${f.off} de réduction`,
    },
    firstShoppers: {
      name: (f) => `Les ${f.limit} premiers clients`,
      callout: (f) => `${f.off} de réduction pour les ${f.limit} premiers clients`,
      reward: (f) => `${f.off} de réduction`,
    },
    oneUse: {
      name: () => 'Code de remerciement à usage unique',
      callout: (f) => `${f.off} de réduction, utilisable une fois`,
      reward: (f) => `${f.off} de réduction`,
    },
  },
  approaching: (missing, reward, callout) =>
    `Ajoutez ${missing} à votre panier|pour obtenir ${reward}|${callout}`,
};

const wordingOf = (locale: string): Wording => (locale.toLowerCase().startsWith('fr') ? FRENCH : ENGLISH);

function kindOf(promotion: Promotion): TextKind {
  if (promotion.occasion) return promotion.occasion;
  const { kind } = promotion.benefit;
  if (kind === 'FREE_SHIPPING') return 'freeShipping';
  if (kind === 'AMOUNT') return 'amount';
  if (kind === 'PERCENT') return 'percent';
  return 'gift';
}

/** Whole amounts without cents ('$150', '150 CAD'), CAD as its code (spec 000 section 9). */
const money = (minor: Minor, where: TextLocale) =>
  formatMoney(minor, where.currency, intlLocale(where.locale), { wholeWithoutCents: true });

const percentFormats = new Map<string, Intl.NumberFormat>();
function percent(value: number, locale: string): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent' });
    percentFormats.set(locale, format);
  }
  return format.format(value / 100);
}

/** A promotion's facts per locale and currency, written once: promotions are frozen configuration. */
const factsMemo = new WeakMap<Promotion, Map<string, Facts>>();

function factsOf(promotion: Promotion, where: TextLocale): Facts {
  const key = `${where.locale}|${where.currency}`;
  let memo = factsMemo.get(promotion);
  const known = memo?.get(key);
  if (known) return known;
  const facts = writeFacts(promotion, where);
  if (!memo) {
    memo = new Map();
    factsMemo.set(promotion, memo);
  }
  memo.set(key, facts);
  return facts;
}

function writeFacts(promotion: Promotion, where: TextLocale): Facts {
  const { benefit } = promotion;
  const off =
    benefit.kind === 'PERCENT'
      ? percent(benefit.percent, intlLocale(where.locale))
      : benefit.kind === 'AMOUNT'
        ? money(benefit.amount, where)
        : '';
  return {
    off,
    over: promotion.threshold === undefined ? '' : money(promotion.threshold, where),
    code: promotion.couponCode ?? '',
    limit: promotion.usageLimit ?? 0,
  };
}

/** The promotion's name and callout in the page's language, amounts in the cart's currency. */
export function promotionTexts(promotion: Promotion, where: TextLocale): PromotionTexts {
  const wording = wordingOf(where.locale).kinds[kindOf(promotion)];
  const facts = factsOf(promotion, where);
  return { promotionName: wording.name(facts), calloutMessage: wording.callout(facts) };
}

/** The three-part approaching callout: the amount still to spend (with cents), the reward, the offer. */
export function approachingMessage(promotion: Promotion, missing: Minor, where: TextLocale): string {
  const wording = wordingOf(where.locale);
  const kind = wording.kinds[kindOf(promotion)];
  const facts = factsOf(promotion, where);
  const left = formatMoney(missing, where.currency, intlLocale(where.locale));
  return wording.approaching(left, kind.reward(facts), kind.callout(facts));
}
