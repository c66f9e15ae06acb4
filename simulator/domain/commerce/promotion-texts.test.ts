import { describe, expect, it } from 'vitest';
import { splitApproachingCallout } from '../../../contracts/validators/profile-rules';
import { PROMOTIONS, type Promotion } from '../../db/commerce-config';
import { approachingMessage, promotionTexts, type TextLocale } from './promotion-texts';

/** Intl separates with no-break spaces; compare with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const promotion = (id: string): Promotion => {
  const found = PROMOTIONS.find((p) => p.id === id);
  if (!found) throw new Error(`no promotion ${id}`);
  return found;
};
const texts = (id: string, where: TextLocale) => {
  const t = promotionTexts(promotion(id), where);
  return [plain(t.promotionName), plain(t.calloutMessage)];
};

const EN_US = { locale: 'en-us', currency: 'USD' };
const FR_CA = { locale: 'fr-ca', currency: 'CAD' };
const EN_CA = { locale: 'en-ca', currency: 'CAD' };
const FR_FR = { locale: 'fr-fr', currency: 'EUR' };
const EN_GB = { locale: 'en-gb', currency: 'GBP' };

describe('promotion texts', () => {
  it('reads in English with dollars on en-us', () => {
    expect(texts('promo-free-ship-75', EN_US)).toEqual([
      'Free shipping over $75',
      'Free home delivery on orders of $75 or more',
    ]);
    expect(texts('promo-spend-150', EN_US)).toEqual(['$15 off $150', 'Take $15 off orders of $150 or more']);
    expect(texts('promo-take10', EN_US)).toEqual([
      '$10 off $50 with TAKE10',
      'Take $10 off orders of $50 or more',
    ]);
    expect(texts('promo-spring20', EN_US)).toEqual(['20% off with SPRING20', '20% off every item']);
    expect(texts('promo-limited50', EN_US)).toEqual([
      'First 50 shoppers',
      '$5 off for the first 50 shoppers',
    ]);
  });

  it('reads in French with CAD as its code on fr-ca', () => {
    expect(texts('promo-free-ship-75', FR_CA)).toEqual([
      'Livraison offerte dès 75 CAD',
      'Livraison à domicile offerte dès 75 CAD d’achat',
    ]);
    expect(texts('promo-spend-150', FR_CA)).toEqual([
      '15 CAD de réduction dès 150 CAD',
      '15 CAD de réduction sur les commandes de 150 CAD ou plus',
    ]);
    expect(texts('promo-spring20', FR_CA)).toEqual([
      '20 % de réduction avec SPRING20',
      '20 % de réduction sur chaque article',
    ]);
    expect(texts('promo-welcome15', FR_CA)[0]).toBe('15 % de réduction sur votre première commande');
  });

  it('quotes the cart currency in English on en-ca and en-gb, in French with euros on fr-fr', () => {
    expect(texts('promo-spend-150', EN_CA)[0]).toBe('CAD 15 off CAD 150');
    expect(texts('promo-spend-150', EN_GB)[0]).toBe('£15 off £150');
    expect(texts('promo-free-ship-75', FR_FR)[0]).toBe('Livraison offerte dès 75 €');
    // A USD cart read on a Canadian page keeps its own money.
    expect(texts('promo-spend-150', { locale: 'fr-ca', currency: 'USD' })[0]).toBe(
      '15 $ US de réduction dès 150 $ US',
    );
  });

  it('has a name and a callout for every configured promotion in both languages', () => {
    for (const where of [EN_US, FR_CA]) {
      for (const p of PROMOTIONS) {
        const t = promotionTexts(p, where);
        expect(t.promotionName.length).toBeGreaterThan(3);
        expect(t.calloutMessage.length).toBeGreaterThan(3);
        expect(t.calloutMessage).not.toMatch(/undefined|NaN/);
      }
    }
  });

  it('writes approaching callouts in the three parts the storefront splits', () => {
    const en = approachingMessage(promotion('promo-spend-150'), 4000, EN_US);
    expect(en).toBe('Spend $40.00 more|to get $15 off|Take $15 off orders of $150 or more');
    const fr = plain(approachingMessage(promotion('promo-free-ship-75'), 1550, FR_CA));
    expect(splitApproachingCallout(fr)).toEqual([
      'Ajoutez 15,50 CAD à votre panier',
      'pour obtenir la livraison offerte',
      'Livraison à domicile offerte dès 75 CAD d’achat',
    ]);
  });
});
