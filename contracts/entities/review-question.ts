import { isoDateTime } from '../common/ids';
import { locale } from '../common/locale';
import { z } from '../zod';
import { catalogueProductId } from './product-ids';
import {
  ANSWER_TEXT_MAX,
  answerId,
  QUESTION_TEXT_MAX,
  questionId,
  reviewAuthor,
  reviewsPaging,
  reviewText,
  votes,
} from './review';

export const answer = z
  .object({
    id: answerId,
    text: z.string().min(1).max(ANSWER_TEXT_MAX),
    author: reviewAuthor,
    createdAt: isoDateTime,
    ...votes,
    brandAnswer: z.boolean().openapi({ description: 'Answered by the brand rather than a shopper.' }),
  })
  .openapi('CatalogueAnswer');

export const question = z
  .object({
    id: questionId,
    text: z.string().min(1).max(QUESTION_TEXT_MAX),
    author: reviewAuthor,
    createdAt: isoDateTime,
    answers: z.array(answer),
  })
  .openapi('CatalogueQuestion');

/** GET /products/v1/products/{productId}/reviews/questions. */
export const questionsList = z
  .object({ productId: catalogueProductId, paging: reviewsPaging, questions: z.array(question) })
  .openapi('CatalogueQuestions');

/** POST /products/v1/products/{productId}/reviews/questions (body not shown). */
export const postQuestionRequest = z
  .object({
    text: reviewText(QUESTION_TEXT_MAX),
    nickname: z.string().trim().min(1).max(50),
    email: z
      .email()
      .max(254)
      .openapi({ description: 'Where the answer notification goes; never published.' }),
    locale,
  })
  .openapi('CataloguePostQuestionRequest');

/** Questions are moderated before they are published (the ask-question success dialog says so). */
export const postQuestionResult = z
  .object({ id: questionId, productId: catalogueProductId, status: z.literal('pendingModeration') })
  .openapi('CataloguePostQuestionResult');

export const answerVoteResult = z.object({ answerId, ...votes });

export type Answer = z.infer<typeof answer>;
export type Question = z.infer<typeof question>;
export type QuestionsList = z.infer<typeof questionsList>;
export type PostQuestionRequest = z.infer<typeof postQuestionRequest>;
export type PostQuestionResult = z.infer<typeof postQuestionResult>;
export type AnswerVoteResult = z.infer<typeof answerVoteResult>;
