import type { REVIEW_SORTS, Review, ReviewsList } from '../../../contracts/entities/review';
import type { Question } from '../../../contracts/entities/review-question';

type ReviewSort = (typeof REVIEW_SORTS)[number];
export type VoteCounts = { helpfulVotes: number; unhelpfulVotes: number };

/** Average (one decimal), count and the count per star, 5 down to 1. */
export function ratingSummary(reviews: readonly Review[]): ReviewsList['summary'] {
  const distribution = [5, 4, 3, 2, 1].map((rating) => ({
    rating,
    count: reviews.filter((r) => r.rating === rating).length,
  }));
  const sum = reviews.reduce((s, r) => s + r.rating, 0);
  return {
    average: reviews.length ? Math.round((sum / reviews.length) * 10) / 10 : 0,
    count: reviews.length,
    distribution,
  };
}

const byNewest = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);

export function sortReviews(reviews: readonly Review[], sort: ReviewSort): Review[] {
  const list = [...reviews];
  switch (sort) {
    case 'newest':
      return list.sort(byNewest);
    case 'oldest':
      return list.sort((a, b) => -byNewest(a, b));
    case 'highestRating':
      return list.sort((a, b) => b.rating - a.rating || byNewest(a, b));
    case 'lowestRating':
      return list.sort((a, b) => a.rating - b.rating || byNewest(a, b));
    case 'mostHelpful':
      return list.sort((a, b) => b.helpfulVotes - a.helpfulVotes || byNewest(a, b));
  }
}

export function paginate<T>(items: readonly T[], page: number, limit: number): T[] {
  return items.slice((page - 1) * limit, page * limit);
}

/** One page of reviews: the summary covers every review; the optional rating filter narrows the list. */
export function reviewsPage(
  productId: string,
  reviews: readonly Review[],
  query: { page: number; limit: number; sort: ReviewSort; rating?: number | undefined },
): ReviewsList {
  const filtered = query.rating === undefined ? reviews : reviews.filter((r) => r.rating === query.rating);
  return {
    productId,
    summary: ratingSummary(reviews),
    paging: { page: query.page, limit: query.limit, total: filtered.length },
    reviews: paginate(sortReviews(filtered, query.sort), query.page, query.limit),
  };
}

/** Counts after one more vote. */
export function castVote(counts: VoteCounts, vote: 'helpful' | 'unhelpful'): VoteCounts {
  return vote === 'helpful'
    ? { ...counts, helpfulVotes: counts.helpfulVotes + 1 }
    : { ...counts, unhelpfulVotes: counts.unhelpfulVotes + 1 };
}

export function sortQuestions(questions: readonly Question[], sort: 'newest' | 'mostAnswered'): Question[] {
  const list = [...questions];
  return sort === 'newest'
    ? list.sort(byNewest)
    : list.sort((a, b) => b.answers.length - a.answers.length || byNewest(a, b));
}

/**
 * A stand-in machine translation: deterministic, marks the target language and keeps the text, so the
 * storefront's translate toggle can be exercised without a translation service.
 */
export function translateText(text: string, sourceLocale: string, targetLocale: string): string {
  if (sourceLocale.slice(0, 2) === targetLocale.slice(0, 2)) return text;
  return `[${targetLocale}] ${text}`;
}
