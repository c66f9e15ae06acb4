import type {
  Product,
  ProductAttribute,
  ProductTile,
  ProductVariant,
} from '../../../contracts/entities/product';
import type { CatalogueImage } from '../../../contracts/entities/product-ids';
import { FACET_TEXTS, sizeLabel } from '../../db/seed/catalogue-copy-labels';
import type { Language } from '../../db/seed/catalogue-copy-names';
import type {
  CategorySeed,
  ColorSeed,
  Currency,
  ProductSeed,
  VariantSeed,
} from '../../db/seed/catalogue-types';
import { variantState } from './availability';
import { badgeLabel, eyebrowLabel, productIn } from './catalogue-language';
import { priceDisplayOf } from './price-display';

type AttributeOption = ProductAttribute['options'][number];

export const PRODUCT_IMAGE_HOST = 'https://images.summitpeak.example/is/image';

/** Stock as the views read it (live, per world). */
export interface StockLookup {
  home(sku: string): number;
  /** Units in every store that offers pickup. */
  pickupStoreStock(sku: string): number;
}

export interface ViewContext {
  readonly locale: string;
  /** The language of the texts; categoryById holds the categories in it. */
  readonly language: Language;
  readonly currency: Currency;
  readonly stock: StockLookup;
  readonly categoryById: ReadonlyMap<string, CategorySeed>;
}

export const colorProductId = (product: ProductSeed, color: Pick<ColorSeed, 'code'>): string =>
  `${product.styleId}${color.code}`;

export const pdpUrl = (locale: string, slug: string, id: string): string => `/${locale}/p/${slug}-${id}`;
export const plpUrl = (locale: string, category: Pick<CategorySeed, 'slug' | 'id'>): string =>
  `/${locale}/c/${category.slug}-${category.id}`;

export function productImages(id: string, name: string): CatalogueImage[] {
  return ['HERO', 'ALT1', 'ALT2'].map((view) => ({
    url: `${PRODUCT_IMAGE_HOST}/${id}-${view}`,
    alt: `${name}, ${view.toLowerCase()}`,
  }));
}

export function variantStateOf(product: ProductSeed, variant: VariantSeed, stock: StockLookup) {
  return variantState(stock.home(variant.sku), stock.pickupStoreStock(variant.sku), product.pickupEligible);
}

export function variantView(
  product: ProductSeed,
  variant: VariantSeed,
  stock: StockLookup,
  includeInventory: boolean,
): ProductVariant {
  return {
    sku: variant.sku,
    upc: variant.upc,
    color: variant.color,
    size: variant.size,
    ...(includeInventory ? { quantity: stock.home(variant.sku) } : {}),
    availability: variantStateOf(product, variant, stock),
  };
}

function colorOptions(product: ProductSeed, ctx: ViewContext): AttributeOption[] {
  return product.colors.map((color) => ({
    value: color.code,
    label: color.label,
    available: product.variants.some(
      (v) => v.color === color.code && variantStateOf(product, v, ctx.stock) !== 'outOfStock',
    ),
    swatch: `${PRODUCT_IMAGE_HOST}/${colorProductId(product, color)}-SWATCH`,
    productId: colorProductId(product, color),
  }));
}

/** Size options of the selected colour: available when that colour and size can be bought. */
function sizeOptions(product: ProductSeed, color: ColorSeed, ctx: ViewContext): AttributeOption[] {
  return product.sizes.map((size) => ({
    value: size,
    label: sizeLabel(size, ctx.language),
    available: product.variants.some(
      (v) =>
        v.color === color.code && v.size === size && variantStateOf(product, v, ctx.stock) !== 'outOfStock',
    ),
  }));
}

function breadcrumbs(product: ProductSeed, ctx: ViewContext): Product['breadcrumbs'] {
  return [...product.categoryIds].reverse().flatMap((id) => {
    const category = ctx.categoryById.get(id);
    return category
      ? [{ label: category.name, url: plpUrl(ctx.locale, category), categoryId: category.id }]
      : [];
  });
}

function sharedFields(product: ProductSeed, id: string, colors: readonly ColorSeed[], ctx: ViewContext) {
  return {
    id,
    masterId: product.styleId,
    name: product.name,
    slug: product.slug,
    pdpUrl: pdpUrl(ctx.locale, product.slug, id),
    price: priceDisplayOf(
      colors.map((c) => c.prices[ctx.currency]),
      ctx.currency,
    ),
    rating: { score: product.rating.score },
    reviewsCount: product.rating.count,
    ...(product.badge ? { badge: badgeLabel(product.badge, ctx.language) } : {}),
    ...(product.eyebrow ? { eyebrow: eyebrowLabel(product.eyebrow, ctx.language) } : {}),
    images: productImages(id, product.name),
  };
}

/** The product page of one colour: images and price follow the colour; variants cover every colour. */
export function productView(
  seeded: ProductSeed,
  seededColor: ColorSeed,
  ctx: ViewContext,
  includeInventory = true,
): Product {
  const product = productIn(seeded, ctx.language);
  const color = product.colors.find((c) => c.code === seededColor.code) ?? seededColor;
  return {
    ...sharedFields(product, colorProductId(product, color), [color], ctx),
    description: product.description,
    attributes: [
      { code: 'color', label: FACET_TEXTS.color[ctx.language], options: colorOptions(product, ctx) },
      { code: 'size', label: FACET_TEXTS.size[ctx.language], options: sizeOptions(product, color, ctx) },
    ],
    variants: product.variants.map((v) => variantView(product, v, ctx.stock, includeInventory)),
    breadcrumbs: breadcrumbs(product, ctx),
    categoryIds: [...product.categoryIds],
    isCustoms: product.isCustoms,
    ...(product.isCustoms ? { recipeSupported: true } : {}),
    productSets: [...product.productSets],
  };
}

/** A search tile: the first colour's page, the price range over every colour, and the colour swatches. */
export function productTileView(seeded: ProductSeed, ctx: ViewContext): ProductTile {
  const product = productIn(seeded, ctx.language);
  const first = product.colors[0] as ColorSeed;
  return {
    ...sharedFields(product, colorProductId(product, first), product.colors, ctx),
    colors: colorOptions(product, ctx),
  };
}
