import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ContentBlock } from '../../../../contracts/entities/content-blocks';
import { loadExperimentation } from '../../commerce/experiments/experimentation-setup';
import { flagKeysOf, variantsFor } from './experiment-variants';
import { useExperimentation } from './use-experimentation';

/**
 * The decided variant of each experiment among a page's blocks, by experience id. The SDK's chunk loads
 * only when the page has an experiment and targeting consent holds; until it decides (or when it cannot,
 * or consent is withdrawn) the experiments show their baselines.
 */
export function useExperimentVariants(blocks: readonly ContentBlock[]): Record<string, string> | undefined {
  const { setup, visitor, allowed } = useExperimentation();
  const flagKeys = useMemo(() => flagKeysOf(blocks), [blocks]);
  const decisions = useQuery({
    queryKey: ['experiments', setup.sdkKey, flagKeys, visitor.loyalty, visitor.employee, visitor.consumerNo],
    queryFn: async () => (await (await loadExperimentation()).decideFlags(setup, flagKeys, visitor)) ?? null,
    enabled: allowed && flagKeys.length > 0,
    // One decision per page view and visitor: the impression is sent once.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const decided = allowed ? decisions.data : undefined;
  // Withdrawn: the SDK (if it came) stops, and what it had queued is dropped.
  useEffect(() => {
    if (!allowed && decisions.data !== undefined)
      void loadExperimentation().then((m) => m.stopExperimentation());
  }, [allowed, decisions.data]);
  return useMemo(() => (decided ? variantsFor(blocks, decided) : undefined), [blocks, decided]);
}
