import type { Address } from '../../../../contracts/entities/address';
import type { QueryOf, ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CartLineSnapshot } from '../cart-recovery';
import { createPersistentStore, type PersistentStore } from '../persistent-store';

// The order state kept on this device, in its own small module: the confirmation page reads it without
// loading the checkout's calls (or zod).

export type PlacedOrder = ResponseBodyOf<'placeOrder'>;
export type CheckoutType = NonNullable<QueryOf<'placeOrder'>['checkoutType']>;

/** The last placed order (the confirmation page reads it) and a placement waiting for its challenge. */
export interface OrderState {
  /** How the shopper reached summary (express checkout sets EXPRESS); prepare and place send it. */
  readonly checkoutType?: CheckoutType;
  readonly placed?: PlacedOrder;
  readonly pending?: {
    readonly order: PlacedOrder;
    readonly lines: readonly CartLineSnapshot[];
    /** The cart's shipping address: a failed challenge's new cart gets it again. */
    readonly shippingAddress?: Address;
  };
}

export const ORDER_STORAGE_KEY = 'storefront.order';

/** The persisted order state (spec 000 section 9: checkout state is persisted locally). */
export const orderStore = (key = ORDER_STORAGE_KEY): PersistentStore<OrderState> =>
  createPersistentStore<OrderState>(key, () => ({}));

/** The order the confirmation page shows, read from local storage. */
export const readLastOrder = (key = ORDER_STORAGE_KEY): PlacedOrder | undefined =>
  orderStore(key).get().placed;
