import type { Collection } from '@msw/data';
import { isoDateTime, storeId } from '../../contracts/common/ids';
import { locale } from '../../contracts/common/locale';
import { catalogueProductId, sku } from '../../contracts/entities/product-ids';
import { answerId, flagRequest, questionId, reviewId } from '../../contracts/entities/review';
import { postQuestionRequest } from '../../contracts/entities/review-question';
import { z } from '../../contracts/zod';
import { emptyCollection } from './copy-on-write-collection';
import { CURRENCIES } from './seed/catalogue-types';
import type { SeedData } from './seed/seed-data';

/**
 * The mutable catalogue of one world, in @msw/data collections. The seed holds the starting stock, votes
 * and questions; these collections hold only what changed in this world (a stock level once adjusted, the
 * votes cast, flags, questions asked and back-in-stock subscriptions), so a new world costs almost nothing:
 * each collection reads the one shared empty collection of its kind until its first write.
 */

/** Where stock sits: home delivery (the warehouse) or one store. */
export const HOME_LOCATION = 'home';

const stockLevelRecord = z.object({
  /** `${location}:${sku}`. */
  key: z.string().min(1),
  location: z.union([z.literal(HOME_LOCATION), storeId]),
  sku,
  quantity: z.number().int().min(0),
});

const votesRecord = {
  helpfulVotes: z.number().int().min(0),
  unhelpfulVotes: z.number().int().min(0),
};

const reviewVotesRecord = z.object({ reviewId, ...votesRecord });
const answerVotesRecord = z.object({ answerId, ...votesRecord });

const reviewFlagRecord = flagRequest.extend({
  id: z.string().min(1),
  productId: catalogueProductId,
  reviewId,
  createdAt: isoDateTime,
});

/** A question asked in this world: held for moderation, so never listed. */
const askedQuestionRecord = postQuestionRequest.extend({
  id: questionId,
  productId: catalogueProductId,
  status: z.literal('pendingModeration'),
  createdAt: isoDateTime,
});

const backInStockRecord = z.object({
  email: z.email(),
  productId: catalogueProductId,
  sku,
  locale,
  createdAt: isoDateTime,
});

/**
 * Changes a scenario made to this world's catalogue and stores (setup.catalogue, setup.stores), each in
 * effect from `from` on (always when absent), so a product can go offline or a store stop a service
 * between a cart and its order. The latest change in effect wins.
 */
const productStateRecord = z.object({
  /** A style id (the whole product) or a colour product id (one colour). */
  productId: catalogueProductId,
  online: z.boolean(),
  from: isoDateTime.optional(),
});

/** One colour's price in one currency; `current: null` takes the price away (minor units). */
const priceChangeRecord = z.object({
  productId: catalogueProductId,
  currency: z.enum(CURRENCIES),
  current: z.number().int().nullable(),
  original: z.number().int().nullable(),
  from: isoDateTime.optional(),
});

const storeServicesRecord = z.object({
  storeId,
  pickupEnabled: z.boolean().optional(),
  stsEnabled: z.boolean().optional(),
  from: isoDateTime.optional(),
});

export interface CatalogueStore {
  readonly stockLevels: Collection<typeof stockLevelRecord>;
  readonly reviewVotes: Collection<typeof reviewVotesRecord>;
  readonly answerVotes: Collection<typeof answerVotesRecord>;
  readonly reviewFlags: Collection<typeof reviewFlagRecord>;
  readonly askedQuestions: Collection<typeof askedQuestionRecord>;
  readonly backInStock: Collection<typeof backInStockRecord>;
  readonly productStates: Collection<typeof productStateRecord>;
  readonly priceChanges: Collection<typeof priceChangeRecord>;
  readonly storeServices: Collection<typeof storeServicesRecord>;
}

export type ProductStateRecord = z.infer<typeof productStateRecord>;
export type PriceChangeRecord = z.infer<typeof priceChangeRecord>;
export type StoreServicesRecord = z.infer<typeof storeServicesRecord>;

export async function createCatalogueStore(_data: SeedData): Promise<CatalogueStore> {
  return {
    stockLevels: emptyCollection(stockLevelRecord),
    reviewVotes: emptyCollection(reviewVotesRecord),
    answerVotes: emptyCollection(answerVotesRecord),
    reviewFlags: emptyCollection(reviewFlagRecord),
    askedQuestions: emptyCollection(askedQuestionRecord),
    backInStock: emptyCollection(backInStockRecord),
    productStates: emptyCollection(productStateRecord),
    priceChanges: emptyCollection(priceChangeRecord),
    storeServices: emptyCollection(storeServicesRecord),
  };
}
