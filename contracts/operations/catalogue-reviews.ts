import { mainCallHeaders } from '../common/headers';
import { catalogueProductId } from '../entities/product-ids';
import {
  answerId,
  flagRequest,
  REVIEW_SORTS,
  reviewId,
  reviewsList,
  reviewVoteResult,
  translateRequest,
  translateResponse,
  voteRequest,
} from '../entities/review';
import {
  answerVoteResult,
  postQuestionRequest,
  postQuestionResult,
  questionsList,
} from '../entities/review-question';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';

const productParams = z.object({ productId: catalogueProductId });
const paging = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
};

export const catalogueReviewOperations = defineOperations('catalogue', {
  getProductReviews: {
    method: 'get',
    path: '/products/v1/products/{productId}/reviews',
    summary: 'Reviews of a product with the rating summary',
    description: 'Unknown product: API404.',
    request: {
      params: productParams,
      query: z.object({
        ...paging,
        sort: z.enum(REVIEW_SORTS).default('newest'),
        rating: z.coerce
          .number()
          .int()
          .min(1)
          .max(5)
          .optional()
          .openapi({ description: 'Only reviews of this rating.' }),
      }),
      headers: mainCallHeaders,
    },
    response: { status: 200, description: 'One page of reviews.', body: reviewsList },
    errorIds: ['API404'],
    notShown:
      'Query and response not shown: page, limit (max 50), sort, rating filter; response the rating summary with ' +
      'its distribution, paging and the reviews.',
  },
  flagReview: {
    method: 'post',
    path: '/products/v1/products/{productId}/review/{reviewId}/flag',
    summary: 'Report a review as inappropriate',
    description: 'Unknown product or review: API404.',
    request: { params: productParams.extend({ reviewId }), body: flagRequest, headers: mainCallHeaders },
    response: { status: 204, description: 'Flag recorded for moderation.' },
    errorIds: ['API404'],
    notShown: 'Body and response not shown: a reason from a fixed list and an optional comment; answers 204.',
  },
  voteReview: {
    method: 'post',
    path: '/products/v1/products/{productId}/review/{reviewId}/vote',
    summary: 'Vote a review helpful or unhelpful',
    description: 'Unknown product or review: API404.',
    request: { params: productParams.extend({ reviewId }), body: voteRequest, headers: mainCallHeaders },
    response: { status: 200, description: 'The updated vote counts.', body: reviewVoteResult },
    errorIds: ['API404'],
    notShown: 'Body and response not shown: vote helpful or unhelpful; answers the updated counts.',
  },
  translateReview: {
    method: 'post',
    path: '/products/v1/review/{reviewId}/translate',
    summary: 'Machine-translate a review into the target locale',
    description: 'Unknown review: API404.',
    request: { params: z.object({ reviewId }), body: translateRequest, headers: mainCallHeaders },
    response: { status: 200, description: 'The translated title and text.', body: translateResponse },
    errorIds: ['API404'],
    notShown:
      'Body and response not shown: targetLocale; answers source and target locale with title and text.',
  },
  getProductQuestions: {
    method: 'get',
    path: '/products/v1/products/{productId}/reviews/questions',
    summary: 'Questions about a product with their answers',
    description: 'Unknown product: API404.',
    request: {
      params: productParams,
      query: z.object({ ...paging, sort: z.enum(['newest', 'mostAnswered']).default('newest') }),
      headers: mainCallHeaders,
    },
    response: { status: 200, description: 'One page of questions.', body: questionsList },
    errorIds: ['API404'],
    notShown:
      'Query and response not shown: page, limit (max 50), sort; response paging and questions with answers.',
  },
  askProductQuestion: {
    method: 'post',
    path: '/products/v1/products/{productId}/reviews/questions',
    summary: 'Ask a question about a product',
    description: 'Text over 1000 characters: REV410. Unknown product: API404.',
    request: { params: productParams, body: postQuestionRequest, headers: mainCallHeaders },
    response: {
      status: 201,
      description: 'Question received, held for moderation.',
      body: postQuestionResult,
    },
    errorIds: ['REV410', 'API404'],
    notShown:
      'Body and response not shown: text (max 1000, REV410 above), nickname, email, locale; answers the question ' +
      'id with status pendingModeration.',
  },
  voteAnswer: {
    method: 'post',
    path: '/products/v1/products/{productId}/review/{answerId}/questions/vote',
    summary: 'Vote an answer helpful or unhelpful',
    description: 'Unknown product or answer: API404.',
    request: { params: productParams.extend({ answerId }), body: voteRequest, headers: mainCallHeaders },
    response: { status: 200, description: 'The updated vote counts.', body: answerVoteResult },
    errorIds: ['API404'],
    notShown: 'Body and response not shown: vote helpful or unhelpful; answers the updated counts.',
  },
});
