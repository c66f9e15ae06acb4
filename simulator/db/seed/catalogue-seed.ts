import type { CollectionPoint } from '../../../contracts/entities/store';
import { buildFixtures, buildRegionalFixtures, FIXTURE_IDS, fixtureNames } from './catalogue-fixtures';
import { buildGiftCards } from './catalogue-gift-cards';
import { type DraftProduct, generateProducts, UpcCounter } from './catalogue-products';
import { generateQuestions, generateReviews, ratingsOf } from './catalogue-reviews';
import { generateProductSets, generateRecipes, pickCustomisables } from './catalogue-sets';
import { CATEGORIES } from './catalogue-taxonomy';
import type {
  CategorySeed,
  ProductSeed,
  ProductSetSeed,
  QuestionSeed,
  RecipeSeed,
  ReviewSeed,
} from './catalogue-types';
import { upsellItemsFor } from './catalogue-upsell';
import { generateContent } from './content-seed';
import type { ContentSeed } from './content-types';
import { type DatafileSeed, generateDatafiles } from './experimentation-seed';
import { type FapiSeed, generateFapiSeed } from './fapi-seed';
import { type GeoSeed, generateGeoSeed } from './geo-seed';
import { SEED_REFERENCE_DATE, seedFaker } from './seed-faker';
import { STORES, type StoreSeed } from './stores-data';
import { EMEA_STORES } from './stores-data-emea';
import { COLLECTION_POINTS, POSTAL_GEOCODES } from './stores-places';
import { generateStoreInventory, type StoreInventorySeed } from './stores-seed';

export type * from './catalogue-types';
export type { StoreSeed } from './stores-data';
export { FIXTURE_IDS };

/**
 * Everything the read-mostly areas start from: catalogue, stores, content, geography and experimentation.
 * Generated once per seed and shared read-only by every world of that seed; the per-world changes (stock,
 * votes, questions, back-in-stock subscriptions) live in the catalogue store.
 */
export interface CatalogueSeed {
  readonly referenceDate: string;
  readonly categories: readonly CategorySeed[];
  readonly products: readonly ProductSeed[];
  readonly productSets: readonly ProductSetSeed[];
  readonly recipes: readonly RecipeSeed[];
  readonly reviews: readonly ReviewSeed[];
  readonly questions: readonly QuestionSeed[];
  readonly stores: readonly StoreSeed[];
  readonly storeInventory: StoreInventorySeed;
  readonly collectionPoints: readonly CollectionPoint[];
  /** Postal-code prefixes the store and collection-point searches can place. */
  readonly postalGeocodes: typeof POSTAL_GEOCODES;
  readonly content: ContentSeed;
  readonly fapi: FapiSeed;
  readonly geo: GeoSeed;
  /** Experimentation datafiles by sdkKey. */
  readonly datafiles: Readonly<Record<string, DatafileSeed>>;
}

/** Independent random streams per part, so one part's changes never shift another's data. */
const SALT = { products: 1, reviews: 2, stores: 3, content: 4, sets: 5, emeaStores: 6 } as const;

export function generateCatalogueSeed(seed: number): CatalogueSeed {
  const upcs = new UpcCounter();
  const fixtures = buildFixtures(upcs);
  const setsFaker = seedFaker(seed, SALT.sets);
  const generated = generateProducts(seedFaker(seed, SALT.products), upcs, fixtureNames());
  // Last, so the digital products never shift the UPCs, reviews or store stock of the others.
  const giftCards = buildGiftCards(upcs);
  const regional = buildRegionalFixtures(upcs);
  const customisable = pickCustomisables(setsFaker, generated);
  const drafts: DraftProduct[] = [
    ...fixtures,
    ...generated.map((p) =>
      customisable.has(p.styleId) ? { ...p, isCustoms: true, pickupEligible: false } : p,
    ),
    ...giftCards,
  ];
  const productSets = generateProductSets(setsFaker, drafts);
  const reviewsFaker = seedFaker(seed, SALT.reviews);
  const reviews = generateReviews(reviewsFaker, drafts);
  const questions = generateQuestions(reviewsFaker, drafts);
  const ratings = ratingsOf(reviews);
  // The regional fixtures join after the random parts: no reviews, questions or sets of their own.
  const products: ProductSeed[] = [...drafts, ...regional].map((p) => ({
    ...p,
    rating: ratings.get(p.styleId) ?? { score: 0, count: 0 },
    productSets: productSets.filter((s) => s.productIds.includes(p.styleId)).map((s) => s.id),
  }));
  return {
    referenceDate: SEED_REFERENCE_DATE,
    categories: CATEGORIES,
    products,
    productSets,
    recipes: generateRecipes(drafts, customisable),
    reviews,
    questions,
    stores: [...STORES, ...EMEA_STORES],
    storeInventory: {
      ...generateStoreInventory(seedFaker(seed, SALT.stores), products),
      ...generateStoreInventory(seedFaker(seed, SALT.emeaStores), products, EMEA_STORES),
    },
    collectionPoints: COLLECTION_POINTS,
    postalGeocodes: POSTAL_GEOCODES,
    content: generateContent(seedFaker(seed, SALT.content), (locale) => upsellItemsFor(products, locale)),
    fapi: generateFapiSeed(),
    geo: generateGeoSeed(),
    datafiles: generateDatafiles(),
  };
}
