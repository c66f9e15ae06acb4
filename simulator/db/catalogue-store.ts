import { Collection } from '@msw/data';
import { isoDateTime, storeId } from '../../contracts/common/ids';
import { locale } from '../../contracts/common/locale';
import { catalogueProductId, sku } from '../../contracts/entities/product-ids';
import { answerId, flagRequest, questionId, reviewId } from '../../contracts/entities/review';
import { postQuestionRequest } from '../../contracts/entities/review-question';
import { z } from '../../contracts/zod';
import type { SeedData } from './seed/seed-data';

/**
 * The mutable catalogue of one world, in @msw/data collections. The seed holds the starting stock, votes
 * and questions; these collections hold only what changed in this world (a stock level once adjusted, the
 * votes cast, flags, questions asked and back-in-stock subscriptions), so a new world costs almost nothing.
 */

/** Where stock sits: home delivery (the warehouse) or one store. */
export const HOME_LOCATION = 'home';

export const stockLevelRecord = z.object({
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

export const reviewVotesRecord = z.object({ reviewId, ...votesRecord });
export const answerVotesRecord = z.object({ answerId, ...votesRecord });

export const reviewFlagRecord = flagRequest.extend({
  id: z.string().min(1),
  productId: catalogueProductId,
  reviewId,
  createdAt: isoDateTime,
});

/** A question asked in this world: held for moderation, so never listed. */
export const askedQuestionRecord = postQuestionRequest.extend({
  id: questionId,
  productId: catalogueProductId,
  status: z.literal('pendingModeration'),
  createdAt: isoDateTime,
});

export const backInStockRecord = z.object({
  email: z.email(),
  productId: catalogueProductId,
  sku,
  locale,
  createdAt: isoDateTime,
});

export interface CatalogueStore {
  readonly stockLevels: Collection<typeof stockLevelRecord>;
  readonly reviewVotes: Collection<typeof reviewVotesRecord>;
  readonly answerVotes: Collection<typeof answerVotesRecord>;
  readonly reviewFlags: Collection<typeof reviewFlagRecord>;
  readonly askedQuestions: Collection<typeof askedQuestionRecord>;
  readonly backInStock: Collection<typeof backInStockRecord>;
}

export type StockLevelRecord = z.infer<typeof stockLevelRecord>;
export type AskedQuestionRecord = z.infer<typeof askedQuestionRecord>;
export type BackInStockRecord = z.infer<typeof backInStockRecord>;

export async function createCatalogueStore(_data: SeedData): Promise<CatalogueStore> {
  return {
    stockLevels: new Collection({ schema: stockLevelRecord }),
    reviewVotes: new Collection({ schema: reviewVotesRecord }),
    answerVotes: new Collection({ schema: answerVotesRecord }),
    reviewFlags: new Collection({ schema: reviewFlagRecord }),
    askedQuestions: new Collection({ schema: askedQuestionRecord }),
    backInStock: new Collection({ schema: backInStockRecord }),
  };
}
