import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useCommerce } from '../../commerce/commerce-context';
import type { AskQuestionInput } from '../../commerce/product';
import { REVIEWS_PAGE_SIZE, reviewKeys } from './use-reviews';

export function useQuestions(productId: string, page: number) {
  const { product } = useCommerce();
  return useQuery({
    queryKey: reviewKeys.questions(productId, page),
    queryFn: () => product.getProductQuestions(productId, { page, limit: REVIEWS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
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
