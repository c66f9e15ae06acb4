import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type WalletCommerce, walletCommerceOf } from '../../../commerce/account/wallet';
import { useCommerce, useSession } from '../../../commerce/commerce-context';

/**
 * The wallet's state: the saved cards, reward codes and reward cards (one query each, under the shopper's
 * number) and the calls that change the cards. After each change the cards reload, and so do the checkout's
 * saved cards ('savedCards'), so its billing step offers the new main card.
 */
export function useWallet() {
  const commerce = useCommerce();
  const wallet = useMemo(() => walletCommerceOf(commerce), [commerce]);
  const { consumerNo } = useSession();
  const queryClient = useQueryClient();
  const key = (kind: string) => ['paymentInstruments', consumerNo ?? 'guest', kind] as const;
  const cards = useQuery({ queryKey: key('CREDIT_CARD'), queryFn: () => wallet.cards() });
  const rewardCodes = useQuery({ queryKey: key('REWARD_CODE'), queryFn: () => wallet.rewardCodes() });
  const rewardCards = useQuery({ queryKey: key('REWARD_CARD'), queryFn: () => wallet.rewardCards() });
  const change = useMutation({
    mutationFn: (run: (calls: WalletCommerce) => Promise<unknown>) => run(wallet),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key('CREDIT_CARD') }),
        queryClient.invalidateQueries({ queryKey: ['savedCards'] }),
      ]),
  });
  return { wallet, cards, rewardCodes, rewardCards, change };
}
