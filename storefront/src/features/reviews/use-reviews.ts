import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useCommerce } from '../../commerce/commerce-context';
import type { FlagInput } from '../../commerce/product';

/** Reviews per page: the API's default page size. */
export const REVIEWS_PAGE_SIZE = 10;

export const reviewKeys = {
  page: (productId: string, page: number) => ['reviews', productId, page] as const,
  questions: (productId: string) => ['questions', productId] as const,
};

export function useReviews(productId: string, page: number) {
  const { product } = useCommerce();
  return useQuery({
    queryKey: reviewKeys.page(productId, page),
    queryFn: () => product.getProductReviews(productId, { page, limit: REVIEWS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** One helpful vote on a review; the answer carries the new counts. */
export function useVoteReview(productId: string, reviewId: string) {
  const { product } = useCommerce();
  return useMutation({ mutationFn: () => product.voteReview(productId, reviewId, 'helpful') });
}

export function useFlagReview(productId: string, reviewId: string) {
  const { product } = useCommerce();
  return useMutation({ mutationFn: (flag: FlagInput) => product.flagReview(productId, reviewId, flag) });
}
