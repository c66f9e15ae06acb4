import type { Promotion } from '../../db/commerce-config';
import { intlLocale } from '../catalogue/countries';
import { formatMoney, type Minor } from './money';
import { type Facts, type TextKind, wordingOf } from './promotion-wording';

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
