import { useMemo } from 'react';
import { useLocation } from 'react-router';
import {
  AUDIENCE_SEGMENT_IDS,
  type AudienceSegmentId,
} from '../../../../contracts/entities/content-audience';
import { useSession } from '../../commerce/commerce-context';
import { audienceSegments } from './audience';
import type { BlockConditions } from './resolve-blocks';

const isSegment = (value: string | null): value is AudienceSegmentId =>
  (AUDIENCE_SEGMENT_IDS as readonly (string | null)[]).includes(value);

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
