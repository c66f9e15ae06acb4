import type { AreaHandlers } from '../core/handler-types';
import { consumerAccountHandlers } from './consumer-account';
import { consumerLoyaltyHandlers } from './consumer-loyalty';
import { consumerOrderHandlers } from './consumer-orders';
import { consumerProfileHandlers } from './consumer-profile';
import { consumerSubscriptionHandlers } from './consumer-subscriptions';
import { consumerSupportHandlers } from './consumer-support';

/**
 * Every consumer-area operation: consumerOperations (profile, loyalty, subscriptions), consumerAccount-
 * Operations (addresses, saved instruments), consumerOrderOperations and consumerSupportOperations.
 */
export const consumerHandlers = {
  ...consumerProfileHandlers,
  ...consumerLoyaltyHandlers,
  ...consumerSubscriptionHandlers,
  ...consumerAccountHandlers,
  ...consumerOrderHandlers,
  ...consumerSupportHandlers,
} satisfies AreaHandlers;
