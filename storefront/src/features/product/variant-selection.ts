import type { ProductDetails } from '../../commerce/product';

type Variant = ProductDetails['variants'][number];
export type StockStatus = Variant['availability'];
export type AttributeOption = ProductDetails['attributes'][number]['options'][number];

/** Spec 000 section 9: default quantity 1, default max quantity 999999. */
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_MAX_QUANTITY = 999_999;

export function colourOptions(product: ProductDetails): readonly AttributeOption[] {
  return product.attributes.find((a) => a.code === 'color')?.options ?? [];
}

/** The colour the details answer is in: what the product id adds to the style id. */
export function colourOf(product: ProductDetails): string {
  return product.id.slice(product.masterId.length) || (product.variants[0]?.color ?? '');
}

export interface SizeChoice {
  readonly value: string;
  readonly label: string;
  /** False when the size cannot be bought in this colour (no variant, or out of stock everywhere). */
  readonly available: boolean;
  readonly status?: StockStatus;
}

/** The sizes of a colour, each with its own availability; unavailable sizes stay in the list. */
export function sizeChoices(product: ProductDetails, colour: string): SizeChoice[] {
  const sizes = product.attributes.find((a) => a.code === 'size')?.options ?? [];
  return sizes.map((option) => {
    const variant = findVariant(product, colour, option.value);
    return {
      value: option.value,
      label: option.label,
      available: variant !== undefined && variant.availability !== 'outOfStock',
      ...(variant ? { status: variant.availability } : {}),
    };
  });
}

export function findVariant(product: ProductDetails, colour: string, size: string | undefined) {
  if (size === undefined) return undefined;
  return product.variants.find((v) => v.color === colour && v.size === size);
}

/** A one-size product needs no size choice: its only size is chosen from the start. */
export function defaultSize(product: ProductDetails, colour: string): string | undefined {
  const choices = sizeChoices(product, colour);
  return choices.length === 1 && choices[0]?.available ? choices[0].value : undefined;
}

/**
 * What the online-availability message says: the chosen variant's state, or before a size is chosen the
 * best state over the colour's variants (out of stock only when every size is).
 */
export function stockStatus(product: ProductDetails, colour: string, size?: string): StockStatus | undefined {
  const variant = findVariant(product, colour, size);
  if (variant) return variant.availability;
  const states = product.variants.filter((v) => v.color === colour).map((v) => v.availability);
  if (states.length === 0) return undefined;
  for (const state of ['inStock', 'lowStock', 'pickupOnly'] as const) {
    if (states.includes(state)) return state;
  }
  return 'outOfStock';
}

/** The quantity a shopper may ask for: the variant's home stock when known and positive, else the default. */
export function maxQuantity(variant: Variant | undefined): number {
  const stock = variant?.quantity;
  return stock !== undefined && stock > 0 ? Math.min(stock, DEFAULT_MAX_QUANTITY) : DEFAULT_MAX_QUANTITY;
}

export type AddToCartBlock = 'chooseSize' | 'outOfStock' | 'pickupOnly' | null;

/** Why add to cart (home delivery) cannot go ahead yet, or null when it can. */
export function addToCartBlock(
  product: ProductDetails,
  colour: string,
  size: string | undefined,
): AddToCartBlock {
  if (size === undefined) return 'chooseSize';
  const status = findVariant(product, colour, size)?.availability ?? 'outOfStock';
  if (status === 'outOfStock' || status === 'pickupOnly') return status;
  return null;
}
