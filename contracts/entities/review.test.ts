import { describe, expect, it } from 'vitest';
import {
  flagRequest,
  QUESTION_TEXT_MAX,
  REVIEW_TEXT_MAX,
  review,
  reviewsList,
  TOO_LONG_ERROR_ID,
  voteRequest,
} from './review';
import { postQuestionRequest, question } from './review-question';

const aReview = {
  id: 'rv-10293',
  rating: 5,
  title: 'Warm and light',
  text: 'Wore it on a winter hike, stayed warm all day.',
  author: { nickname: 'TrailRunner88', location: 'Denver, CO' },
  createdAt: '2026-01-14T09:30:00.000Z',
  helpfulVotes: 12,
  unhelpfulVotes: 1,
  verified: true,
  photos: [{ url: 'https://photos.example.com/rv-10293-1.jpg' }],
};
const distribution = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: rating * 10 }));

describe('reviews', () => {
  it('accepts a page of reviews with the rating distribution', () => {
    const list = {
      productId: 'NF0A3C8DLE4',
      summary: { average: 4.1, count: 150, distribution },
      paging: { page: 1, limit: 10, total: 150 },
      reviews: [aReview],
    };
    expect(reviewsList.safeParse(list).success).toBe(true);
    expect(
      reviewsList.safeParse({ ...list, summary: { ...list.summary, distribution: distribution.slice(1) } })
        .success,
    ).toBe(false);
  });

  it('rejects a rating of 0 or 6, negative votes and over-long text', () => {
    expect(review.safeParse({ ...aReview, rating: 0 }).success).toBe(false);
    expect(review.safeParse({ ...aReview, rating: 6 }).success).toBe(false);
    expect(review.safeParse({ ...aReview, helpfulVotes: -1 }).success).toBe(false);
    expect(review.safeParse({ ...aReview, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }).success).toBe(false);
  });

  it('validates vote and flag requests', () => {
    expect(voteRequest.safeParse({ vote: 'helpful' }).success).toBe(true);
    expect(voteRequest.safeParse({ vote: 'love' }).success).toBe(false);
    expect(flagRequest.safeParse({ reason: 'spam' }).success).toBe(true);
    expect(flagRequest.safeParse({}).success).toBe(false);
  });
});

describe('questions', () => {
  it('accepts a question with answers', () => {
    const answer = {
      id: 'an-8812',
      text: 'Yes, it packs into its own pocket.',
      author: { nickname: 'Brand team' },
      createdAt: '2026-02-01T12:00:00.000Z',
      helpfulVotes: 3,
      unhelpfulVotes: 0,
      brandAnswer: true,
    };
    const q = {
      id: 'q-5521',
      text: 'Is it packable?',
      author: { nickname: 'Sam' },
      createdAt: answer.createdAt,
      answers: [answer],
    };
    expect(question.safeParse(q).success).toBe(true);
  });

  it('accepts a question up to the limit and flags longer text with REV410', () => {
    const ask = { text: 'Does it run small?', nickname: 'Sam', email: 'sam@example.com', locale: 'en-us' };
    expect(postQuestionRequest.safeParse({ ...ask, text: 'x'.repeat(QUESTION_TEXT_MAX) }).success).toBe(true);
    const tooLong = postQuestionRequest.safeParse({ ...ask, text: 'x'.repeat(QUESTION_TEXT_MAX + 1) });
    expect(tooLong.success).toBe(false);
    const issue = tooLong.error?.issues[0];
    expect(issue?.code === 'custom' && issue.params?.errorId).toBe(TOO_LONG_ERROR_ID);
    expect(postQuestionRequest.safeParse({ ...ask, text: '   ' }).success).toBe(false);
    expect(postQuestionRequest.safeParse({ ...ask, email: 'sam' }).success).toBe(false);
  });
});
