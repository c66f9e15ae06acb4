import { useMemo } from 'react';
import { useAudienceSegments } from './audience/use-audience-segments';
import type { BlockConditions } from './resolve-blocks';

/**
 * The visitor's segments (audience/use-audience-segments.ts). No experiment is decided yet
 * (experimentation comes later), so experiments show their baselines.
 */
export function useBlockConditions(): BlockConditions {
  const segments = useAudienceSegments();
  return useMemo(() => ({ segments }), [segments]);
}
