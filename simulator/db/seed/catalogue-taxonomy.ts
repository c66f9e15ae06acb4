import { COLOR_LABELS } from './catalogue-copy-labels';
import type { CategorySeed, Gender, ProductType } from './catalogue-types';

/** The category tree: five departments and their leaf categories (fixed ids, the same for every seed). */
export const CATEGORIES: readonly CategorySeed[] = [
  { id: '1000', name: 'Men', slug: 'men' },
  {
    id: '100110',
    name: "Men's Jackets",
    slug: 'mens-jackets',
    parentId: '1000',
    productType: 'jackets',
    gender: 'men',
  },
  {
    id: '100120',
    name: "Men's Fleece",
    slug: 'mens-fleece',
    parentId: '1000',
    productType: 'fleece',
    gender: 'men',
  },
  {
    id: '100130',
    name: "Men's Base Layers",
    slug: 'mens-base-layers',
    parentId: '1000',
    productType: 'baseLayers',
    gender: 'men',
  },
  {
    id: '100140',
    name: "Men's Pants",
    slug: 'mens-pants',
    parentId: '1000',
    productType: 'pants',
    gender: 'men',
  },
  { id: '2000', name: 'Women', slug: 'women' },
  {
    id: '200110',
    name: "Women's Jackets",
    slug: 'womens-jackets',
    parentId: '2000',
    productType: 'jackets',
    gender: 'women',
  },
  {
    id: '200120',
    name: "Women's Fleece",
    slug: 'womens-fleece',
    parentId: '2000',
    productType: 'fleece',
    gender: 'women',
  },
  {
    id: '200130',
    name: "Women's Base Layers",
    slug: 'womens-base-layers',
    parentId: '2000',
    productType: 'baseLayers',
    gender: 'women',
  },
  {
    id: '200140',
    name: "Women's Pants",
    slug: 'womens-pants',
    parentId: '2000',
    productType: 'pants',
    gender: 'women',
  },
  { id: '3000', name: 'Footwear', slug: 'footwear' },
  { id: '300110', name: 'Hiking Boots', slug: 'hiking-boots', parentId: '3000', productType: 'hikingBoots' },
  {
    id: '300120',
    name: 'Trail Runners',
    slug: 'trail-runners',
    parentId: '3000',
    productType: 'trailRunners',
  },
  { id: '300130', name: 'Sneakers', slug: 'sneakers', parentId: '3000', productType: 'sneakers' },
  { id: '300140', name: 'Sandals', slug: 'sandals', parentId: '3000', productType: 'sandals' },
  { id: '4000', name: 'Equipment', slug: 'equipment' },
  {
    id: '400110',
    name: 'Backpacks',
    slug: 'backpacks',
    parentId: '4000',
    productType: 'backpacks',
    gender: 'unisex',
  },
  { id: '400120', name: 'Tents', slug: 'tents', parentId: '4000', productType: 'tents', gender: 'unisex' },
  {
    id: '400130',
    name: 'Sleeping Bags',
    slug: 'sleeping-bags',
    parentId: '4000',
    productType: 'sleepingBags',
    gender: 'unisex',
  },
  { id: '5000', name: 'Accessories', slug: 'accessories' },
  {
    id: '500110',
    name: 'Hats & Gloves',
    slug: 'hats-and-gloves',
    parentId: '5000',
    productType: 'hatsGloves',
    gender: 'unisex',
  },
  { id: '500120', name: 'Socks', slug: 'socks', parentId: '5000', productType: 'socks', gender: 'unisex' },
  // Fixed products only (catalogue-gift-cards.ts): no generated products in this leaf.
  {
    id: '500130',
    name: 'Gift Cards',
    slug: 'gift-cards',
    parentId: '5000',
    productType: 'giftCards',
    gender: 'unisex',
  },
];

interface PaletteColor {
  readonly code: string;
  readonly label: string;
  readonly family: string;
}

/** Colour codes and families; the 3-character code is what a product id adds to its style id. */
const PALETTE_FAMILIES: readonly (readonly [code: string, family: string])[] = [
  ['BLK', 'black'],
  ['AGR', 'grey'],
  ['NVY', 'blue'],
  ['ABL', 'blue'],
  ['FGR', 'green'],
  ['MOS', 'green'],
  ['FRD', 'red'],
  ['BOR', 'orange'],
  ['SYL', 'yellow'],
  ['GWH', 'white'],
  ['SND', 'brown'],
  ['EBR', 'brown'],
  ['PLM', 'purple'],
  ['CPK', 'pink'],
  ['SLB', 'blue'],
  ['OLV', 'green'],
];

/** Colours with their English label (catalogue-copy-labels.ts holds every language's). */
export const PALETTE: readonly PaletteColor[] = PALETTE_FAMILIES.map(([code, family]) => ({
  code,
  label: COLOR_LABELS[code]?.en ?? code,
  family,
}));

const APPAREL_MEN = ['S', 'M', 'L', 'XL', 'XXL'];
const APPAREL_WOMEN = ['XS', 'S', 'M', 'L', 'XL'];
const SHOES_MEN = ['8', '8.5', '9', '9.5', '10', '10.5', '11', '12'];
const SHOES_WOMEN = ['6', '6.5', '7', '7.5', '8', '8.5', '9', '10'];

/** Size run of a product type (and gender for apparel and footwear). */
export function sizeRun(type: ProductType, gender: Gender): readonly string[] {
  switch (type) {
    case 'jackets':
    case 'fleece':
    case 'baseLayers':
    case 'pants':
      return gender === 'women' ? APPAREL_WOMEN : APPAREL_MEN;
    case 'hikingBoots':
    case 'trailRunners':
    case 'sneakers':
    case 'sandals':
      return gender === 'women' ? SHOES_WOMEN : SHOES_MEN;
    case 'backpacks':
      return ['SM', 'ML'];
    case 'tents':
      return ['OS'];
    case 'sleepingBags':
      return ['REG', 'LONG'];
    case 'hatsGloves':
      return ['S', 'M', 'L'];
    case 'socks':
      return ['S', 'M', 'L', 'XL'];
    case 'giftCards':
      return ['OS'];
  }
}

/** Order of sizes in facets and attribute lists. */
export const SIZE_ORDER: readonly string[] = [
  'XS',
  'S',
  'SM',
  'M',
  'ML',
  'L',
  'XL',
  'XXL',
  'REG',
  'LONG',
  'OS',
  ...['6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '12'],
];

/** Size part of a sku: the size code without dots (9.5 becomes 095, 10 becomes 100 for footwear). */
export function skuSizeToken(size: string): string {
  if (/^\d+(\.5)?$/.test(size)) return String(Math.round(Number(size) * 10)).padStart(3, '0');
  return size;
}

/** Two-letter code of a product type, used in style ids (SP + code + 4 digits). */
export const TYPE_CODES: Readonly<Record<ProductType, string>> = {
  jackets: 'JK',
  fleece: 'FL',
  baseLayers: 'BL',
  pants: 'PN',
  hikingBoots: 'HB',
  trailRunners: 'TR',
  sneakers: 'SN',
  sandals: 'SD',
  backpacks: 'BP',
  tents: 'TN',
  sleepingBags: 'SB',
  hatsGloves: 'HG',
  socks: 'SK',
  giftCards: 'GC',
};

/** Price range (major units, USD) of a product type. */
export const PRICE_RANGES: Readonly<Record<ProductType, readonly [number, number]>> = {
  jackets: [120, 450],
  fleece: [60, 180],
  baseLayers: [40, 120],
  pants: [60, 160],
  hikingBoots: [130, 260],
  trailRunners: [110, 180],
  sneakers: [70, 140],
  sandals: [35, 90],
  backpacks: [50, 260],
  tents: [180, 650],
  sleepingBags: [120, 420],
  hatsGloves: [20, 60],
  socks: [12, 28],
  giftCards: [25, 250],
};
