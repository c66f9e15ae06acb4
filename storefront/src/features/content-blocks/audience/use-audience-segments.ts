import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { AudienceSegmentId } from '../../../../../contracts/entities/content-audience';
import type { Cart } from '../../../commerce/cart';
import { useSession } from '../../../commerce/commerce-context';
import type { ConsumerProfile } from '../../../commerce/session';
import { cartKey } from '../../cart/cart-query';
import { audienceFacts } from './audience-facts';
import { audienceSegments } from './audience-segments';
import { useCachedQueryData } from './use-cached-query-data';

/**
 * The header's profile query key (session/shopper-queries.ts `profileQueryKey`), spelled here: importing it
 * would put that module's chunk on every guest's home page (its JavaScript budget). The test holds them equal.
 */
export const profileKey = (consumerNo: string | undefined) => ['profile', consumerNo ?? 'guest'] as const;

// The segment list lives beside its Zod schema, which the browser bundle must not load: any id is taken,
// and one no switch names simply matches nothing.
const isSegment = (value: string | null): value is AudienceSegmentId =>
  !!value && /^[a-z-]{1,40}$/.test(value);

/**
 * The visitor's audience segments from the session, the profile and the cart, refined as these arrive; the
 * p13n_testcontext query forces one (spec 001 section 2). The header loads the cart on every page, and the
 * profile for a signed-in shopper (its account menu): the segments read what it loaded and add no call.
 */
export function useAudienceSegments(): ReadonlySet<AudienceSegmentId> {
  const session = useSession();
  const profile = useCachedQueryData<ConsumerProfile>(profileKey(session.consumerNo));
  const cart = useCachedQueryData<Cart | null>(cartKey(session.basketId));
  const forced = new URLSearchParams(useLocation().search).get('p13n_testcontext');
  return useMemo(
    () => (isSegment(forced) ? new Set([forced]) : audienceSegments(audienceFacts(session, profile, cart))),
    [forced, session, profile, cart],
  );
}
