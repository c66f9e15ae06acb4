import { composeDescription, type DescriptionPicks } from './catalogue-copy-descriptions';
import type { BadgeKey, EyebrowKey } from './catalogue-copy-labels';
import { composeName, type NameParts } from './catalogue-copy-names';
import { colorPrices, slugify } from './catalogue-pricing';
import { buildVariants, categoryIdsOf, type DraftProduct, type UpcCounter } from './catalogue-products';
import { CATEGORIES, PALETTE, sizeRun } from './catalogue-taxonomy';
import type { CategorySeed, ColorSeed, Currency, Gender, ProductType, RecipeSeed } from './catalogue-types';
import { SEED_REFERENCE_DATE } from './seed-faker';

/**
 * Well-known products: the same ids, names, prices and stock for every seed, so QA scripts and tests can
 * name them. README and docs list them.
 */
export const FIXTURE_IDS = {
  /** In stock everywhere, regular price 229.00 USD. */
  inStock: 'SPJK0001',
  /** On sale in every colour: 180.00 down to 134.95 USD (25%). */
  onSale: 'SPJK0002',
  /** Every variant low in stock (2 at home, 1 per store). */
  lowStock: 'SPFL0001',
  /** Out of stock at home and in every store. */
  outOfStock: 'SPHB0001',
  /** No home stock, 4 in every store: pickup only. */
  pickupOnly: 'SPTR0001',
  /** Size 9 out of stock everywhere, the other sizes in stock. */
  sizeOutOfStock: 'SPSN0001',
  /** Customisable (isCustoms), with recipes rcp-0001 and rcp-0002; not eligible for pickup. */
  customisable: 'SPBP0001',
  /** On sale in one colour only (20% off olive): price range 279.20 to 349.00 USD. */
  priceRange: 'SPTN0001',
  /** Offline: the details call answers ORD404, search never lists it. */
  offline: 'SPHG0001',
  /**
   * E-gift card (digital, catalogue-gift-cards.ts): denominations 25, 50, 100 and 250 as its colour
   * variants (colour codes 025, 050, 100, 250; one size OS), the same face value in USD and CAD; delivered
   * by e-mail only, no store stock, never pickup.
   */
  eGiftCard: 'SPGC0001',
  /**
   * Sold in the United States only (soldIn USD): no CAD price, so on Canadian locales its details answer
   * ORD404, search leaves it out and adding it to a CAD cart answers NO_PRICE; regular price 59.00 USD.
   * Built after the gift cards (buildRegionalFixtures) and without reviews, so nothing else shifts.
   */
  usOnly: 'SPSD0001',
} as const;

interface FixtureSpec {
  styleId: string;
  /** The name's parts (catalogue-copy-names.ts): "Men's Summit Down Jacket" is men, Summit, Down Jacket. */
  models: readonly string[];
  noun: string;
  leafId: string;
  gender: Gender;
  colors: readonly { code: string; usd: number; salePercent?: number }[];
  stock: (color: string, size: string) => { homeStock: number; storeStock: number };
  badge?: BadgeKey;
  eyebrow?: EyebrowKey;
  isCustoms?: boolean;
  pickupEligible?: boolean;
  online?: boolean;
  soldIn?: readonly Currency[];
  popularity: number;
}

const everywhere = (homeStock: number, storeStock: number) => () => ({ homeStock, storeStock });

const SPECS: readonly FixtureSpec[] = [
  {
    styleId: FIXTURE_IDS.inStock,
    models: ['Summit'],
    noun: 'Down Jacket',
    leafId: '100110',
    gender: 'men',
    colors: [
      { code: 'BLK', usd: 22900 },
      { code: 'NVY', usd: 22900 },
      { code: 'FRD', usd: 22900 },
    ],
    stock: everywhere(25, 5),
    badge: 'bestSeller',
    popularity: 1000,
  },
  {
    styleId: FIXTURE_IDS.onSale,
    models: ['Ridge'],
    noun: 'Shell Jacket',
    leafId: '200110',
    gender: 'women',
    colors: [
      { code: 'ABL', usd: 18000, salePercent: 25 },
      { code: 'PLM', usd: 18000, salePercent: 25 },
    ],
    stock: everywhere(30, 3),
    popularity: 990,
  },
  {
    styleId: FIXTURE_IDS.lowStock,
    models: ['Glacier'],
    noun: 'Fleece Jacket',
    leafId: '100120',
    gender: 'men',
    colors: [
      { code: 'AGR', usd: 9900 },
      { code: 'FGR', usd: 9900 },
    ],
    stock: everywhere(2, 1),
    popularity: 980,
  },
  {
    styleId: FIXTURE_IDS.outOfStock,
    models: ['Timberline'],
    noun: 'Hiking Boot',
    leafId: '300110',
    gender: 'men',
    colors: [{ code: 'EBR', usd: 18900 }],
    stock: everywhere(0, 0),
    popularity: 970,
  },
  {
    styleId: FIXTURE_IDS.pickupOnly,
    models: ['Cascade'],
    noun: 'Trail Runner',
    leafId: '300120',
    gender: 'women',
    colors: [
      { code: 'ABL', usd: 14900 },
      { code: 'CPK', usd: 14900 },
    ],
    stock: everywhere(0, 4),
    popularity: 960,
  },
  {
    styleId: FIXTURE_IDS.sizeOutOfStock,
    models: ['Canyon'],
    noun: 'Low Sneaker',
    leafId: '300130',
    gender: 'men',
    colors: [
      { code: 'BLK', usd: 9500 },
      { code: 'GWH', usd: 9500 },
    ],
    stock: (_color, size) =>
      size === '9' ? { homeStock: 0, storeStock: 0 } : { homeStock: 20, storeStock: 2 },
    popularity: 950,
  },
  {
    styleId: FIXTURE_IDS.customisable,
    models: ['Basecamp'],
    noun: 'Custom Daypack',
    leafId: '400110',
    gender: 'unisex',
    colors: [
      { code: 'BLK', usd: 12000 },
      { code: 'FGR', usd: 12000 },
    ],
    stock: everywhere(40, 0),
    eyebrow: 'makeItYours',
    isCustoms: true,
    pickupEligible: false,
    popularity: 940,
  },
  {
    styleId: FIXTURE_IDS.priceRange,
    models: ['Aurora'],
    noun: '2-Person Tent',
    leafId: '400120',
    gender: 'unisex',
    colors: [
      { code: 'SND', usd: 34900 },
      { code: 'OLV', usd: 34900, salePercent: 20 },
    ],
    stock: everywhere(12, 2),
    popularity: 930,
  },
  {
    styleId: FIXTURE_IDS.offline,
    models: ['Meridian'],
    noun: 'Beanie',
    leafId: '500110',
    gender: 'unisex',
    colors: [{ code: 'BLK', usd: 3200 }],
    stock: everywhere(10, 1),
    online: false,
    popularity: 0,
  },
];

const nameParts = (spec: FixtureSpec): NameParts => ({
  gender: spec.gender,
  models: spec.models,
  noun: spec.noun,
});

function leafOf(spec: FixtureSpec): CategorySeed & { productType: ProductType } {
  const leaf = CATEGORIES.find((c) => c.id === spec.leafId);
  if (!leaf?.productType) throw new Error(`fixture ${spec.styleId}: unknown leaf ${spec.leafId}`);
  return leaf as CategorySeed & { productType: ProductType };
}

/** The fixtures' English names, which generated products never reuse. */
export function fixtureNames(): string[] {
  return [...SPECS, ...REGIONAL_SPECS].map((spec) =>
    composeName(leafOf(spec).productType, nameParts(spec), 'en'),
  );
}

/** Fixed description picks, varied by the fixture's position so two fixtures of a type read differently. */
const fixturePicks = (position: number): DescriptionPicks => ({
  intro: position,
  features: [position, position + 1, position + 2],
  material: position,
  care: position,
});

function buildFixture(spec: FixtureSpec, upcs: UpcCounter, position: number): DraftProduct {
  const leaf = leafOf(spec);
  const type: ProductType = leaf.productType;
  const parts = nameParts(spec);
  const name = composeName(type, parts, 'en');
  const description = fixturePicks(position);
  const colors: ColorSeed[] = spec.colors.map(({ code, usd, salePercent }) => {
    const swatch = PALETTE.find((c) => c.code === code);
    if (!swatch) throw new Error(`fixture ${spec.styleId}: unknown colour ${code}`);
    return { ...swatch, prices: colorPrices(usd, salePercent) };
  });
  const sizes = sizeRun(type, spec.gender);
  return {
    styleId: spec.styleId,
    name,
    slug: slugify(name),
    description: composeDescription(type, description, 'en'),
    copy: { name: parts, description },
    productType: type,
    gender: spec.gender,
    categoryIds: categoryIdsOf(leaf),
    colors,
    sizes,
    variants: buildVariants(spec.styleId, colors, sizes, upcs, spec.stock),
    ...(spec.badge ? { badge: spec.badge } : {}),
    ...(spec.eyebrow ? { eyebrow: spec.eyebrow } : {}),
    launchedAt: SEED_REFERENCE_DATE,
    popularity: spec.popularity,
    isCustoms: spec.isCustoms ?? false,
    pickupEligible: spec.pickupEligible ?? true,
    online: spec.online ?? true,
    ...(spec.soldIn ? { soldIn: spec.soldIn } : {}),
  };
}

export function buildFixtures(upcs: UpcCounter): DraftProduct[] {
  return SPECS.map((spec, i) => buildFixture(spec, upcs, i));
}

/**
 * Fixtures sold in some locales only. Built last (after the gift cards) and kept out of the random parts
 * of the seed (reviews, questions, product sets), so adding one never shifts another product's UPCs,
 * reviews or stock.
 */
const REGIONAL_SPECS: readonly FixtureSpec[] = [
  {
    styleId: FIXTURE_IDS.usOnly,
    models: ['Lakeshore'],
    noun: 'Slide Sandal',
    leafId: '300140',
    gender: 'men',
    colors: [
      { code: 'BLK', usd: 5900 },
      { code: 'EBR', usd: 5900 },
    ],
    stock: everywhere(15, 2),
    soldIn: ['USD'],
    popularity: 0,
  },
];

export function buildRegionalFixtures(upcs: UpcCounter): DraftProduct[] {
  return REGIONAL_SPECS.map((spec, i) => buildFixture(spec, upcs, i));
}

/** The recipes of the customisable fixture (fixed for every seed). */
export function fixtureRecipes(): RecipeSeed[] {
  const id = FIXTURE_IDS.customisable;
  return [
    {
      recipeId: 'rcp-0001',
      styleId: id,
      sku: `${id}BLKSM`,
      name: 'Monogram SUMMIT, white thread',
      surcharge: { USD: 1500, CAD: 2000, GBP: 1200, EUR: 1400 },
      personalization: { text: 'SUMMIT', font: 'block', thread: 'white' },
    },
    {
      recipeId: 'rcp-0002',
      styleId: id,
      sku: `${id}FGRML`,
      name: 'Patch set: mountains and compass',
      surcharge: { USD: 2500, CAD: 3400, GBP: 2000, EUR: 2300 },
      personalization: { patches: 'mountains,compass' },
    },
  ];
}
