import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useCommerce } from '../../commerce/commerce-context';
import type { AskQuestionInput } from '../../commerce/product';
import { REVIEWS_PAGE_SIZE, reviewKeys } from './use-reviews';

/** Questions page by page; "Show more" appends the next page. */
export function useQuestions(productId: string) {
  const { product } = useCommerce();
  return useInfiniteQuery({
    queryKey: reviewKeys.questions(productId),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      product.getProductQuestions(productId, { page: pageParam, limit: REVIEWS_PAGE_SIZE }),
    getNextPageParam: ({ paging }) =>
      paging.page * paging.limit < paging.total ? paging.page + 1 : undefined,
  });
}

/** Questions are moderated first, so the list does not change; the success dialog says so. */
export function useAskQuestion(productId: string) {
  const { product } = useCommerce();
  return useMutation({
    mutationFn: (question: AskQuestionInput) => product.askProductQuestion(productId, question),
  });
}

export function useVoteAnswer(productId: string, answerId: string) {
  const { product } = useCommerce();
  return useMutation({ mutationFn: () => product.voteAnswer(productId, answerId, 'helpful') });
}
