import { describe, expect, it } from 'vitest';
import type { Review } from '../../../contracts/entities/review';
import type { Question } from '../../../contracts/entities/review-question';
import {
  castVote,
  paginate,
  ratingSummary,
  reviewsPage,
  sortQuestions,
  sortReviews,
  translateText,
} from './reviews';

const review = (id: string, rating: number, createdAt: string, helpfulVotes = 0): Review => ({
  id,
  rating,
  title: 't',
  text: 'x',
  author: { nickname: 'n' },
  createdAt,
  helpfulVotes,
  unhelpfulVotes: 0,
  verified: true,
  photos: [],
});

const reviews = [
  review('a', 5, '2025-01-01T00:00:00.000Z', 3),
  review('b', 4, '2025-03-01T00:00:00.000Z', 9),
  review('c', 5, '2025-02-01T00:00:00.000Z'),
  review('d', 1, '2025-04-01T00:00:00.000Z', 1),
];

describe('reviews', () => {
  it('summarises the average and the distribution from 5 down to 1', () => {
    expect(ratingSummary(reviews)).toEqual({
      average: 3.8,
      count: 4,
      distribution: [
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 1 },
      ],
    });
    expect(ratingSummary([]).average).toBe(0);
  });

  it('sorts by date, rating and helpfulness', () => {
    const ids = (sort: Parameters<typeof sortReviews>[1]) => sortReviews(reviews, sort).map((r) => r.id);
    expect(ids('newest')).toEqual(['d', 'b', 'c', 'a']);
    expect(ids('oldest')).toEqual(['a', 'c', 'b', 'd']);
    expect(ids('highestRating')).toEqual(['c', 'a', 'b', 'd']);
    expect(ids('lowestRating')).toEqual(['d', 'b', 'c', 'a']);
    expect(ids('mostHelpful')).toEqual(['b', 'a', 'd', 'c']);
  });

  it('pages, filters by rating and keeps the summary over every review', () => {
    const page = reviewsPage('SPJK0001', reviews, { page: 2, limit: 1, sort: 'newest', rating: 5 });
    expect(page.paging).toEqual({ page: 2, limit: 1, total: 2 });
    expect(page.reviews.map((r) => r.id)).toEqual(['a']);
    expect(page.summary.count).toBe(4);
    expect(paginate([1, 2, 3], 3, 2)).toEqual([]);
  });

  it('counts votes and sorts questions by answers', () => {
    expect(castVote({ helpfulVotes: 1, unhelpfulVotes: 0 }, 'unhelpful')).toEqual({
      helpfulVotes: 1,
      unhelpfulVotes: 1,
    });
    const q = (id: string, n: number, createdAt: string) =>
      ({ id, text: 'q', author: { nickname: 'n' }, createdAt, answers: Array(n).fill({}) }) as Question;
    const questions = [q('x', 0, '2025-05-01T00:00:00Z'), q('y', 2, '2025-01-01T00:00:00Z')];
    expect(sortQuestions(questions, 'mostAnswered').map((x) => x.id)).toEqual(['y', 'x']);
    expect(sortQuestions(questions, 'newest').map((x) => x.id)).toEqual(['x', 'y']);
  });

  it('translates into another language only', () => {
    expect(translateText('Great', 'en-us', 'fr-ca')).toBe('[fr-ca] Great');
    expect(translateText('Great', 'en-us', 'en-ca')).toBe('Great');
  });
});
