import { isoDateTime } from '../common/ids';
import { locale } from '../common/locale';
import { z } from '../zod';
import { catalogueProductId } from './product-ids';

/**
 * Text limits (designed; the spec names REV410 "review too long" but no length). Over-long text fails with
 * a custom issue whose params carry errorId REV410, so the validation layer can answer REV410 not API400.
 */
export const REVIEW_TEXT_MAX = 5000;
export const QUESTION_TEXT_MAX = 1000;
export const ANSWER_TEXT_MAX = 5000;
export const TOO_LONG_ERROR_ID = 'REV410';

/** Non-blank text of at most `max` characters; too long answers REV410. */
export function reviewText(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .refine((text) => text.length <= max, {
      message: `Text must be at most ${max} characters`,
      params: { errorId: TOO_LONG_ERROR_ID },
    })
    .openapi({ maxLength: max });
}

export const reviewId = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/)
  .openapi({ example: 'rv-10293' });
export const questionId = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/)
  .openapi({ example: 'q-5521' });
export const answerId = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/)
  .openapi({ example: 'an-8812' });

export const starRating = z.number().int().min(1).max(5);
export const voteKind = z.enum(['helpful', 'unhelpful']);

export const votes = {
  helpfulVotes: z.number().int().min(0),
  unhelpfulVotes: z.number().int().min(0),
};

export const reviewAuthor = z.object({
  nickname: z.string().min(1).max(50).openapi({ example: 'TrailRunner88' }),
  location: z.string().max(100).optional(),
});

export const review = z
  .object({
    id: reviewId,
    rating: starRating,
    title: z.string().max(200),
    text: z.string().max(REVIEW_TEXT_MAX),
    locale: locale.optional().openapi({ description: 'Language the review was written in.' }),
    author: reviewAuthor,
    createdAt: isoDateTime,
    ...votes,
    verified: z.boolean().openapi({ description: 'Written by a verified buyer.' }),
    photos: z.array(z.object({ url: z.url(), alt: z.string().max(200).optional() })).max(10),
  })
  .openapi('CatalogueReview');

export const REVIEW_SORTS = ['newest', 'oldest', 'highestRating', 'lowestRating', 'mostHelpful'] as const;

/** Reviews paging: page from 1, limit per page. */
export const reviewsPaging = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
});

/** GET /products/v1/products/{productId}/reviews. */
export const reviewsList = z
  .object({
    productId: catalogueProductId,
    summary: z.object({
      average: z.number().min(0).max(5),
      count: z.number().int().min(0),
      distribution: z
        .array(z.object({ rating: starRating, count: z.number().int().min(0) }))
        .length(5)
        .openapi({ description: 'Count per star rating, 5 down to 1.' }),
    }),
    paging: reviewsPaging,
    reviews: z.array(review),
  })
  .openapi('CatalogueReviews');

/** Vote on a review or an answer. */
export const voteRequest = z.object({ vote: voteKind }).openapi('CatalogueVoteRequest');
export const reviewVoteResult = z.object({ reviewId, ...votes });

export const flagRequest = z
  .object({
    reason: z.enum(['inappropriate', 'spam', 'offTopic', 'notAboutProduct', 'other']),
    comment: z.string().trim().max(500).optional(),
  })
  .openapi('CatalogueReviewFlagRequest');

export const translateRequest = z.object({ targetLocale: locale }).openapi('CatalogueTranslateRequest');
export const translateResponse = z
  .object({
    reviewId,
    sourceLocale: locale,
    targetLocale: locale,
    title: z.string().max(400),
    text: z.string().max(REVIEW_TEXT_MAX * 2),
  })
  .openapi('CatalogueTranslation');

export type Review = z.infer<typeof review>;
export type ReviewsList = z.infer<typeof reviewsList>;
export type VoteRequest = z.infer<typeof voteRequest>;
export type ReviewVoteResult = z.infer<typeof reviewVoteResult>;
export type FlagRequest = z.infer<typeof flagRequest>;
export type TranslateRequest = z.infer<typeof translateRequest>;
export type TranslateResponse = z.infer<typeof translateResponse>;
