import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { AudienceSegmentId } from '../../../../contracts/entities/content-audience';
import { useSession } from '../../commerce/commerce-context';
import { audienceSegments } from './audience';
import type { BlockConditions } from './resolve-blocks';

// The segment list lives beside its Zod schema, which the browser bundle must not load: any id is taken,
// and one no switch names simply matches nothing.
const isSegment = (value: string | null): value is AudienceSegmentId =>
  !!value && /^[a-z-]{1,40}$/.test(value);

/**
 * The visitor's segments from the session; the p13n_testcontext query forces one (spec 001 section 2).
 * No experiment is decided yet (experimentation comes later), so experiments show their baselines.
 */
export function useBlockConditions(): BlockConditions {
  const session = useSession();
  const { search } = useLocation();
  const forced = new URLSearchParams(search).get('p13n_testcontext');
  return useMemo(
    () => ({ segments: isSegment(forced) ? new Set([forced]) : audienceSegments(session) }),
    [session, forced],
  );
}
