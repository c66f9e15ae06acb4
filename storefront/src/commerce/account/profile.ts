import '../../api/account-operations';
import type { ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';
import type { CallOptions } from '../session-recovery';

/** One order of the history, as the purchase history lists it (number, date, total, status). */
export type OrderSummary = ResponseBodyOf<'getPurchaseHistory'>['orders'][number];

const SHOPPER_ONLY: CallOptions = { audience: 'shopper' };

/**
 * The account overview's calls: the last order from the purchase history (newest first, so the first of a
 * page of one). Profile writes go through the enrolment module's updateConsumer (commerce/account/enrolment.ts).
 */
export function profileCommerce(deps: CommerceDeps) {
  return {
    /** The newest order, or null when the shopper has none. */
    async lastOrder(): Promise<OrderSummary | null> {
      const page = await deps.call('getPurchaseHistory', { body: { start: 0, count: 1 } }, SHOPPER_ONLY);
      return page.orders[0] ?? null;
    },
  };
}

export type ProfileCommerce = ReturnType<typeof profileCommerce>;

/** The overview's area of the adapter the UI holds. */
export const profileCommerceOf = (commerce: Pick<Commerce, 'deps'>): ProfileCommerce =>
  profileCommerce(commerce.deps);
