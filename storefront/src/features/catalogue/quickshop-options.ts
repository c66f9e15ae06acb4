import type { ProductDetails } from '../../commerce/catalogue';

type Variant = ProductDetails['variants'][number];

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
  readonly available: boolean;
  readonly swatch?: string | undefined;
}

const optionsOf = (product: ProductDetails, code: 'color' | 'size') =>
  product.attributes.find((a) => a.code === code)?.options ?? [];

/** A variant can go to a home-delivery cart when it has home stock. */
const buyable = (v: Variant) => v.availability === 'inStock' || v.availability === 'lowStock';

/** The colour the details answer is about: its id is the style id followed by the colour code. */
export function initialColor(product: ProductDetails): string | undefined {
  const colors = optionsOf(product, 'color');
  const fromId = product.id.length > product.masterId.length ? product.id.slice(product.masterId.length) : '';
  return (
    colors.find((c) => c.value === fromId)?.value ??
    colors.find((c) => c.available)?.value ??
    colors[0]?.value
  );
}

export function colorChoices(product: ProductDetails): ChoiceOption[] {
  return optionsOf(product, 'color').map((c) => ({
    value: c.value,
    label: c.label,
    available: product.variants.some((v) => v.color === c.value && buyable(v)),
    swatch: c.swatch,
  }));
}

/** The sizes of a colour; a size without a buyable variant in that colour is unavailable. */
export function sizeChoices(product: ProductDetails, color: string | undefined): ChoiceOption[] {
  return optionsOf(product, 'size').map((s) => ({
    value: s.value,
    label: s.label,
    available: product.variants.some((v) => v.color === color && v.size === s.value && buyable(v)),
  }));
}

export function variantFor(
  product: ProductDetails,
  color: string | undefined,
  size: string | undefined,
): Variant | undefined {
  return product.variants.find((v) => v.color === color && v.size === size);
}

/** A one-size product needs no size choice: its only size is chosen for the shopper. */
export function onlySize(product: ProductDetails): string | undefined {
  const sizes = optionsOf(product, 'size');
  return sizes.length === 1 ? sizes[0]?.value : undefined;
}
