import { composeDescription } from './catalogue-copy-descriptions';
import { composeName } from './catalogue-copy-names';
import { FIXTURE_IDS } from './catalogue-fixtures';
import { slugify } from './catalogue-pricing';
import { buildVariants, categoryIdsOf, type DraftProduct, type UpcCounter } from './catalogue-products';
import { CATEGORIES, sizeRun } from './catalogue-taxonomy';
import type { ColorSeed } from './catalogue-types';
import { SEED_REFERENCE_DATE } from './seed-faker';

/**
 * The digital products of the catalogue: a fixed e-gift card, the same for every seed. The catalogue prices
 * colours, not sizes, so each denomination is a colour variant (code = the face value on three digits, so
 * no code is a prefix of another) with the single size OS. A gift card costs its face value in every
 * currency (USD, CAD, GBP, EUR). Digital is read from the product type (`giftCards`, see DIGITAL_PRODUCT_TYPES).
 */

/** Face values in major units; the same number in every currency. */
const GIFT_CARD_DENOMINATIONS = [25, 50, 100, 250] as const;

/** Home stock of a digital variant: never runs out in practice (e-mail delivery). */
const DIGITAL_HOME_STOCK = 999_999;

const GIFT_CARD_LEAF = '500130';

const denominationCode = (value: number): string => String(value).padStart(3, '0');

function denomination(value: number): ColorSeed {
  const price = { current: value * 100, original: value * 100 };
  return {
    code: denominationCode(value),
    label: `$${value}`,
    family: 'multi',
    prices: { USD: price, CAD: price, GBP: price, EUR: price },
  };
}

/** The e-gift cards, built after the generated products so their UPCs never shift the others'. */
export function buildGiftCards(upcs: UpcCounter): DraftProduct[] {
  const leaf = CATEGORIES.find((c) => c.id === GIFT_CARD_LEAF);
  if (!leaf?.productType) throw new Error(`gift cards: unknown leaf ${GIFT_CARD_LEAF}`);
  const styleId = FIXTURE_IDS.eGiftCard;
  const nameParts = { gender: 'unisex', models: ['SummitPeak'], noun: 'E-Gift Card' } as const;
  const name = composeName(leaf.productType, nameParts, 'en');
  const description = { intro: 0, features: [], material: 0, care: 0 };
  const colors = GIFT_CARD_DENOMINATIONS.map(denomination);
  const sizes = sizeRun(leaf.productType, 'unisex');
  return [
    {
      styleId,
      name,
      slug: slugify(name),
      description: composeDescription(leaf.productType, description, 'en'),
      copy: { name: nameParts, description },
      productType: leaf.productType,
      gender: 'unisex',
      categoryIds: categoryIdsOf(leaf),
      colors,
      sizes,
      variants: buildVariants(styleId, colors, sizes, upcs, () => ({
        homeStock: DIGITAL_HOME_STOCK,
        storeStock: 0,
      })),
      eyebrow: 'deliveredByEmail',
      launchedAt: SEED_REFERENCE_DATE,
      popularity: 100,
      isCustoms: false,
      pickupEligible: false,
      online: true,
    },
  ];
}
