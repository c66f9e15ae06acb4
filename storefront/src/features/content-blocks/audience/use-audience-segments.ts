import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { AudienceSegmentId } from '../../../../../contracts/entities/content-audience';
import { useSession } from '../../../commerce/commerce-context';
import { useCart } from '../../cart/use-cart';
import { useProfile } from '../../session/use-profile';
import { audienceFacts } from './audience-facts';
import { audienceSegments } from './audience-segments';

// The segment list lives beside its Zod schema, which the browser bundle must not load: any id is taken,
// and one no switch names simply matches nothing.
const isSegment = (value: string | null): value is AudienceSegmentId =>
  !!value && /^[a-z-]{1,40}$/.test(value);

/**
 * The visitor's audience segments from the session, the profile and the cart, refined as these arrive; the
 * p13n_testcontext query forces one (spec 001 section 2). The header reads the cart, and the profile for a
 * signed-in shopper, on every page: these read the same queries and add no call of their own.
 */
export function useAudienceSegments(): ReadonlySet<AudienceSegmentId> {
  const session = useSession();
  const profile = useProfile({ cachedFirst: true }).data;
  const cart = useCart({ cachedFirst: true }).data;
  const forced = new URLSearchParams(useLocation().search).get('p13n_testcontext');
  return useMemo(
    () => (isSegment(forced) ? new Set([forced]) : audienceSegments(audienceFacts(session, profile, cart))),
    [forced, session, profile, cart],
  );
}
