import type { PromotionOccasion } from '../../db/commerce-config';

/**
 * The words of promotion texts, per language: for each kind of promotion its name, its callout and what
 * its approaching callout promises, from the promotion's facts already formatted (promotion-texts.ts).
 * A new language is one more table; a new kind does not compile until every table words it.
 */

/** The promotion's facts as the texts quote them, already formatted. */
export interface Facts {
  /** The benefit's size: '20%', '$15' (absent for free shipping and gifts). */
  readonly off: string;
  /** The qualifying subtotal: '$150' ('' without one). */
  readonly over: string;
  readonly code: string;
  /** Redemptions allowed over all shoppers. */
  readonly limit: number;
}

export type TextKind = 'freeShipping' | 'amount' | 'percent' | 'gift' | PromotionOccasion;

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

export const wordingOf = (locale: string): Wording =>
  locale.toLowerCase().startsWith('fr') ? FRENCH : ENGLISH;
