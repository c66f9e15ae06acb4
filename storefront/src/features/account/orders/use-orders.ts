import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CancelRequest,
  type GiftCardResend,
  ordersCommerceOf,
  type ReturnRequest,
  type TrackRequest,
} from '../../../commerce/account/orders';
import { useCommerce, useSession } from '../../../commerce/commerce-context';
import { isSignedIn } from '../../../commerce/session-state';

/** Orders on a page of the history (a real shop's ten). */
export const ORDERS_PER_PAGE = 10;

const useOrders = () => ordersCommerceOf(useCommerce());
const ordersKey = (consumerNo: string | undefined) => ['account-orders', consumerNo ?? ''] as const;

/** One page (1-based) of the signed-in shopper's orders, newest first. */
export function useOrderHistory(page: number) {
  const orders = useOrders();
  const session = useSession();
  return useQuery({
    queryKey: [...ordersKey(session.consumerNo), 'page', page],
    queryFn: () => orders.history((page - 1) * ORDERS_PER_PAGE, ORDERS_PER_PAGE),
    enabled: isSignedIn(session),
  });
}

/** One order of the signed-in shopper. */
export function usePurchase(orderNo: string) {
  const orders = useOrders();
  const session = useSession();
  return useQuery({
    queryKey: [...ordersKey(session.consumerNo), 'order', orderNo],
    queryFn: () => orders.purchase(orderNo),
    enabled: isSignedIn(session),
    retry: false,
  });
}

/** After a change to an order: its page and the history read again. */
function useRefreshOrders() {
  const client = useQueryClient();
  const session = useSession();
  return () => client.invalidateQueries({ queryKey: ordersKey(session.consumerNo) });
}

export function useCancelOrder() {
  const orders = useOrders();
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: (body: CancelRequest) => orders.cancel(body), onSettled: refresh });
}

export function useCreateReturn(orderId: string) {
  const orders = useOrders();
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (body: ReturnRequest) => orders.createReturn(orderId, body),
    onSuccess: refresh,
  });
}

export function useInvoice() {
  const orders = useOrders();
  return useMutation({ mutationFn: (orderNumber: string) => orders.invoice(orderNumber) });
}

export function useResendGiftCard() {
  const orders = useOrders();
  return useMutation({ mutationFn: (body: GiftCardResend) => orders.resendGiftCard(body) });
}

/** Finding an order by number and email (guests too). */
export function useTrackOrder() {
  const orders = useOrders();
  return useMutation({ mutationFn: (body: TrackRequest) => orders.track(body) });
}
