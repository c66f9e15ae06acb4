import type { Question } from '../../contracts/entities/review-question';
import type { AreaHandlers } from '../core/handler-types';
import type { World } from '../core/world';
import { resolveProductId } from '../domain/catalogue/catalogue-index';
import { paginate, reviewsPage, sortQuestions, translateText } from '../domain/catalogue/reviews';
import { failure } from '../domain/failure';
import { recordQuestion, recordReviewFlag } from '../services/catalogue/shopper-submissions';
import { indexOf } from '../services/catalogue/world-catalogue';
import { answerVotes, reviewVotes, voteOnAnswer, voteOnReview } from '../services/catalogue/world-votes';

/** The style id of a product id (style or colour product); undefined when unknown or offline. */
function styleOf(world: World, productId: string): string | undefined {
  const found = resolveProductId(indexOf(world), productId);
  return found?.product.online ? found.product.styleId : undefined;
}

/** A review of this product, or undefined. */
function reviewOf(world: World, productId: string, reviewId: string) {
  const style = styleOf(world, productId);
  const found = indexOf(world).reviewById.get(reviewId);
  return style && found?.styleId === style ? found.review : undefined;
}

function questionsWithVotes(world: World, questions: readonly Question[]): Question[] {
  return questions.map((q) => ({
    ...q,
    answers: q.answers.map((a) => ({ ...a, ...answerVotes(world, a.id, a) })),
  }));
}

/** Reviews (list, flag, vote, translate) and questions (list, ask, vote on answers). */
export const catalogueReviewHandlers = {
  getProductReviews: ({ params, query, world }) => {
    const style = styleOf(world, params.productId);
    if (!style) return failure('API404', 'This product has no reviews page.');
    const reviews = (indexOf(world).reviewsByStyle.get(style) ?? []).map((r) => ({
      ...r,
      ...reviewVotes(world, r.id, r),
    }));
    return { body: reviewsPage(params.productId, reviews, query) };
  },

  flagReview: async ({ params, body, world }) => {
    if (!reviewOf(world, params.productId, params.reviewId)) return failure('API404', 'Review not found.');
    await recordReviewFlag(world, params, body);
    return {};
  },

  voteReview: async ({ params, body, world }) => {
    const review = reviewOf(world, params.productId, params.reviewId);
    if (!review) return failure('API404', 'Review not found.');
    const counts = await voteOnReview(world, review.id, review, body.vote);
    return { body: { reviewId: review.id, ...counts } };
  },

  translateReview: ({ params, body, world }) => {
    const review = indexOf(world).reviewById.get(params.reviewId)?.review;
    if (!review) return failure('API404', 'Review not found.');
    const sourceLocale = review.locale ?? 'en-us';
    return {
      body: {
        reviewId: review.id,
        sourceLocale,
        targetLocale: body.targetLocale,
        title: translateText(review.title, sourceLocale, body.targetLocale),
        text: translateText(review.text, sourceLocale, body.targetLocale),
      },
    };
  },

  getProductQuestions: ({ params, query, world }) => {
    const style = styleOf(world, params.productId);
    if (!style) return failure('API404', 'This product has no questions page.');
    const questions = sortQuestions(indexOf(world).questionsByStyle.get(style) ?? [], query.sort);
    return {
      body: {
        productId: params.productId,
        paging: { page: query.page, limit: query.limit, total: questions.length },
        questions: questionsWithVotes(world, paginate(questions, query.page, query.limit)),
      },
    };
  },

  /** Questions are moderated: recorded, answered 201 pendingModeration, and not listed. */
  askProductQuestion: async ({ params, body, world }) => {
    if (!styleOf(world, params.productId)) return failure('API404', 'Product not found.');
    const id = await recordQuestion(world, params.productId, body);
    return { body: { id, productId: params.productId, status: 'pendingModeration' as const } };
  },

  voteAnswer: async ({ params, body, world }) => {
    const index = indexOf(world);
    const style = styleOf(world, params.productId);
    if (!style || index.answerStyle.get(params.answerId) !== style)
      return failure('API404', 'Answer not found.');
    const answer = index.questionsByStyle
      .get(style)
      ?.flatMap((q) => q.answers)
      .find((a) => a.id === params.answerId);
    if (!answer) return failure('API404', 'Answer not found.');
    const counts = await voteOnAnswer(world, answer.id, answer, body.vote);
    return { body: { answerId: answer.id, ...counts } };
  },
} satisfies AreaHandlers;
