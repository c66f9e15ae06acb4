import type { Faker } from '@faker-js/faker';
import { colorPrices, slugify, upcFor } from './catalogue-pricing';
import {
  BADGES,
  CATEGORIES,
  EYEBROWS,
  MODEL_WORDS,
  PALETTE,
  PRICE_RANGES,
  sizeRun,
  skuSizeToken,
  TYPE_CODES,
  TYPE_NOUNS,
} from './catalogue-taxonomy';
import {
  type CategorySeed,
  type ColorSeed,
  type Gender,
  isDigitalProductType,
  type ProductSeed,
  type ProductType,
  type VariantSeed,
} from './catalogue-types';
import { retailPrice, seededDate } from './seed-faker';

/** Products generated per leaf category (17 leaves of physical products, so 221 plus the fixtures). */
const PRODUCTS_PER_LEAF = 13;
/** Generated style numbers start here; the fixtures use 0001 to 0099. */
const FIRST_GENERATED_NUMBER = 101;

/** A product before its reviews and sets are known. */
export type DraftProduct = Omit<ProductSeed, 'rating' | 'productSets'>;

const FEATURES = [
  'Built for long days on the trail',
  'Made with recycled materials',
  'Packs down small for travel',
  'Breathable and quick drying',
  'Reinforced where it wears most',
  'Tested in alpine conditions',
  'Comfortable from the first wear',
  'Designed for changing weather',
];

function genderPrefix(gender: Gender): string {
  if (gender === 'men') return "Men's ";
  if (gender === 'women') return "Women's ";
  return '';
}

/** Home stock of a generated variant: mostly in stock, some low, some at zero (pickup-only or out of stock). */
function homeStock(faker: Faker): number {
  return faker.helpers.weightedArrayElement([
    { weight: 70, value: () => faker.number.int({ min: 6, max: 60 }) },
    { weight: 14, value: () => faker.number.int({ min: 1, max: 5 }) },
    { weight: 16, value: () => 0 },
  ])();
}

export class UpcCounter {
  #n = 0;
  next(): string {
    this.#n += 1;
    return upcFor(this.#n);
  }
}

export function buildVariants(
  styleId: string,
  colors: readonly ColorSeed[],
  sizes: readonly string[],
  upcs: UpcCounter,
  stock: (color: string, size: string) => { homeStock: number; storeStock?: number },
): VariantSeed[] {
  return colors.flatMap((color) =>
    sizes.map((size) => ({
      sku: `${styleId}${color.code}${skuSizeToken(size)}`,
      upc: upcs.next(),
      color: color.code,
      size,
      ...stock(color.code, size),
    })),
  );
}

export function categoryIdsOf(leaf: CategorySeed): string[] {
  return leaf.parentId ? [leaf.id, leaf.parentId] : [leaf.id];
}

function generateOne(faker: Faker, leaf: CategorySeed, styleId: string, upcs: UpcCounter): DraftProduct {
  const type = leaf.productType as ProductType;
  const gender: Gender = leaf.gender ?? faker.helpers.arrayElement<Gender>(['men', 'women']);
  const words = faker.helpers.arrayElements(MODEL_WORDS, faker.number.int({ min: 1, max: 2 }));
  const name = `${genderPrefix(gender)}${words.join(' ')} ${faker.helpers.arrayElement(TYPE_NOUNS[type])}`;
  const [min, max] = PRICE_RANGES[type];
  const original = retailPrice(faker, min, max);
  const onSale = faker.datatype.boolean({ probability: 0.25 });
  const salePercent = faker.helpers.arrayElement([20, 25, 30, 40, 50]);
  const saleOnEveryColor = faker.datatype.boolean({ probability: 0.7 });
  const palette = faker.helpers.arrayElements(PALETTE, faker.number.int({ min: 1, max: 4 }));
  const colors: ColorSeed[] = palette.map((c, i) => ({
    ...c,
    prices: colorPrices(original, onSale && (saleOnEveryColor || i > 0) ? salePercent : undefined),
  }));
  const sizes = sizeRun(type, gender);
  return {
    styleId,
    name,
    slug: slugify(name),
    description: `${faker.helpers.arrayElements(FEATURES, 3).join('. ')}.`,
    productType: type,
    gender,
    categoryIds: categoryIdsOf(leaf),
    colors,
    sizes,
    variants: buildVariants(styleId, colors, sizes, upcs, () => ({ homeStock: homeStock(faker) })),
    ...(faker.datatype.boolean({ probability: 0.3 }) ? { badge: faker.helpers.arrayElement(BADGES) } : {}),
    ...(faker.datatype.boolean({ probability: 0.25 })
      ? { eyebrow: faker.helpers.arrayElement(EYEBROWS) }
      : {}),
    launchedAt: seededDate(faker, '2024-01-01T00:00:00.000Z'),
    popularity: faker.number.int({ min: 0, max: 1000 }),
    isCustoms: false,
    pickupEligible: faker.datatype.boolean({ probability: 0.95 }),
    online: true,
  };
}

/**
 * Every generated product, leaf by leaf, with style ids SP + type code + a number from 0101. Digital leaves
 * (gift cards) hold fixed products only.
 */
export function generateProducts(faker: Faker, upcs: UpcCounter): DraftProduct[] {
  const numbers = new Map<ProductType, number>();
  const products: DraftProduct[] = [];
  for (const leaf of CATEGORIES.filter((c) => c.productType && !isDigitalProductType(c.productType))) {
    const type = leaf.productType as ProductType;
    for (let i = 0; i < PRODUCTS_PER_LEAF; i++) {
      const n = numbers.get(type) ?? FIRST_GENERATED_NUMBER;
      numbers.set(type, n + 1);
      const styleId = `SP${TYPE_CODES[type]}${String(n).padStart(4, '0')}`;
      products.push(generateOne(faker, leaf, styleId, upcs));
    }
  }
  return products;
}
