import type { Faker } from '@faker-js/faker';
import { composeDescription, type DescriptionPicks, typeCopySizes } from './catalogue-copy-descriptions';
import { BADGES, EYEBROWS } from './catalogue-copy-labels';
import { composeName, MODEL_WORDS, type NameParts, TYPE_NOUNS } from './catalogue-copy-names';
import { colorPrices, slugify, upcFor } from './catalogue-pricing';
import { CATEGORIES, PALETTE, PRICE_RANGES, sizeRun, skuSizeToken, TYPE_CODES } from './catalogue-taxonomy';
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

/** Which lines of its type's copy a product uses: one opening, three features, one material, one care. */
function pickDescription(faker: Faker, type: ProductType): DescriptionPicks {
  const sizes = typeCopySizes(type);
  const indices = (n: number) => Array.from({ length: n }, (_, i) => i);
  return {
    intro: faker.number.int({ min: 0, max: Math.max(sizes.intros - 1, 0) }),
    features: faker.helpers.arrayElements(indices(sizes.features), Math.min(3, sizes.features)),
    material: faker.number.int({ min: 0, max: Math.max(sizes.materials - 1, 0) }),
    care: faker.number.int({ min: 0, max: Math.max(sizes.care - 1, 0) }),
  };
}

/** Name parts not yet taken by another product (names are unique across the catalogue). */
function uniqueNameParts(faker: Faker, type: ProductType, gender: Gender, taken: Set<string>): NameParts {
  for (;;) {
    const models = faker.helpers.arrayElements(MODEL_WORDS, faker.number.int({ min: 1, max: 2 }));
    const parts = { gender, models, noun: faker.helpers.arrayElement(TYPE_NOUNS[type]).en };
    const name = composeName(type, parts, 'en');
    if (!taken.has(name)) {
      taken.add(name);
      return parts;
    }
  }
}

function generateOne(
  faker: Faker,
  leaf: CategorySeed,
  styleId: string,
  upcs: UpcCounter,
  taken: Set<string>,
): DraftProduct {
  const type = leaf.productType as ProductType;
  const gender: Gender = leaf.gender ?? faker.helpers.arrayElement<Gender>(['men', 'women']);
  const nameParts = uniqueNameParts(faker, type, gender, taken);
  const name = composeName(type, nameParts, 'en');
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
  const description = pickDescription(faker, type);
  return {
    styleId,
    name,
    slug: slugify(name),
    description: composeDescription(type, description, 'en'),
    copy: { name: nameParts, description },
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
export function generateProducts(
  faker: Faker,
  upcs: UpcCounter,
  takenNames: readonly string[] = [],
): DraftProduct[] {
  const taken = new Set(takenNames);
  const numbers = new Map<ProductType, number>();
  const products: DraftProduct[] = [];
  for (const leaf of CATEGORIES.filter((c) => c.productType && !isDigitalProductType(c.productType))) {
    const type = leaf.productType as ProductType;
    for (let i = 0; i < PRODUCTS_PER_LEAF; i++) {
      const n = numbers.get(type) ?? FIRST_GENERATED_NUMBER;
      numbers.set(type, n + 1);
      const styleId = `SP${TYPE_CODES[type]}${String(n).padStart(4, '0')}`;
      products.push(generateOne(faker, leaf, styleId, upcs, taken));
    }
  }
  return products;
}
