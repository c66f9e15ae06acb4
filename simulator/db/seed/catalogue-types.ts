import type { Review } from '../../../contracts/entities/review';
import type { Answer, Question } from '../../../contracts/entities/review-question';
import type { DescriptionPicks } from './catalogue-copy-descriptions';
import type { BadgeKey, EyebrowKey } from './catalogue-copy-labels';
import type { Bilingual, NameParts } from './catalogue-copy-names';

/**
 * The catalogue as seeded: compact internal records from which the domain derives the contract views
 * (Product, ProductTile, ProductSet...). Money is in integer minor units per currency.
 */

/** The catalogue's currencies: North America (USD, CAD) and EMEA (GBP, EUR). */
export const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export type Gender = 'men' | 'women' | 'unisex';

export type ProductType =
  | 'jackets'
  | 'fleece'
  | 'baseLayers'
  | 'pants'
  | 'hikingBoots'
  | 'trailRunners'
  | 'sneakers'
  | 'sandals'
  | 'backpacks'
  | 'tents'
  | 'sleepingBags'
  | 'hatsGloves'
  | 'socks'
  | 'giftCards';

/**
 * Product types delivered by e-mail (e-gift cards): the commerce area reads a product of these types as
 * digital (cart item isDigitalProduct, the `digital` shipping method, the digital max quantity, no gift card
 * payment). The contract product has no digital flag, so the type is where it lives.
 */
const DIGITAL_PRODUCT_TYPES: readonly ProductType[] = ['giftCards'];

export const isDigitalProductType = (type: ProductType): boolean => DIGITAL_PRODUCT_TYPES.includes(type);

/** Whether a product is sold (has a price) in a currency: see ProductSeed.soldIn. */
export const isSoldIn = (product: Pick<ProductSeed, 'soldIn'>, currency: Currency): boolean =>
  product.soldIn === undefined || product.soldIn.includes(currency);

export interface CategorySeed {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly parentId?: string;
  /** Leaf categories only: the kind of product they hold. */
  readonly productType?: ProductType;
  readonly gender?: Gender;
}

/** One price of one colour in one currency (minor units). */
export interface PriceSeed {
  readonly current: number;
  readonly original: number;
  /** Price-reduction disclosure: lowest price of the reference period (sale prices only). */
  readonly historicBest?: number;
  /** Price-reduction disclosure: best sale price before this promotion (sale prices only). */
  readonly previousBest?: number;
}

export interface ColorSeed {
  readonly code: string;
  readonly label: string;
  /** The colour family the colour facet groups by. */
  readonly family: string;
  readonly prices: Readonly<Record<Currency, PriceSeed>>;
}

export interface VariantSeed {
  readonly sku: string;
  readonly upc: string;
  readonly color: string;
  readonly size: string;
  /** Home-delivery (warehouse) stock at the start of every world. */
  readonly homeStock: number;
  /** Fixed stock in every store (the well-known fixtures); absent: generated per store. */
  readonly storeStock?: number;
}

/** What a product's texts are composed of, per language (catalogue-copy-*.ts). */
export interface ProductCopy {
  readonly name: NameParts;
  readonly description: DescriptionPicks;
}

export interface ProductSeed {
  readonly styleId: string;
  /** The English name and description (composed from `copy`); other languages compose theirs from `copy`. */
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly copy: ProductCopy;
  readonly productType: ProductType;
  readonly gender: Gender;
  /** The leaf category first, then its ancestors. */
  readonly categoryIds: readonly string[];
  readonly colors: readonly ColorSeed[];
  readonly sizes: readonly string[];
  readonly variants: readonly VariantSeed[];
  readonly badge?: BadgeKey;
  readonly eyebrow?: EyebrowKey;
  /** Launch date (ISO), for the newest sort. */
  readonly launchedAt: string;
  /** 0 to 1000, for best matches without a term and for trending widgets. */
  readonly popularity: number;
  readonly isCustoms: boolean;
  /** Whether a pickup (buy online, pick up in store) order may be placed. */
  readonly pickupEligible: boolean;
  /** Offline products exist but cannot be shown or bought (ORD404). */
  readonly online: boolean;
  /**
   * The currencies (so the locales) the product is sold in; absent: every currency. Outside them it has no
   * price: product details answer ORD404, search, suggestions and recommendations leave it out, and adding
   * it to a cart answers NO_PRICE (docs/decisions.md "Products not sold in a locale").
   */
  readonly soldIn?: readonly Currency[];
  readonly productSets: readonly string[];
  readonly rating: { readonly score: number; readonly count: number };
}

export interface ProductSetSeed {
  readonly id: string;
  /** The English name; `names` holds it in every language. */
  readonly name: string;
  readonly names: Bilingual;
  readonly slug: string;
  /** Style ids of the members. */
  readonly productIds: readonly string[];
}

/** A saved design of a customisable product, added to the cart by recipeId. */
export interface RecipeSeed {
  readonly recipeId: string;
  readonly styleId: string;
  readonly sku: string;
  readonly name: string;
  /** Extra charge of the customisation, minor units per currency. */
  readonly surcharge: Readonly<Record<Currency, number>>;
  readonly personalization: Readonly<Record<string, string>>;
}

export interface ReviewSeed {
  readonly styleId: string;
  readonly review: Review;
}

export interface QuestionSeed {
  readonly styleId: string;
  readonly question: Question;
}

export type { Answer };
