import { useQuery } from '@tanstack/react-query';
import { useOptionalRuntimeConfig } from '../../app/services';
import { useSession } from '../../commerce/commerce-context';
import { useActiveGroupsAllow } from '../../consent/active-groups-signal';

// The experimentation chunk (the SDK and what drives it) is imported where it is needed, each time with
// `import()`: a shared loader would be a chunk of its own on the home page.
const loadExperiments = () => import('../../commerce/experiments/optimizely-client');

/**
 * The decided variation key of each experience shown, by experience id. The experimentation chunk loads
 * only when the page shows an experiment and targeting consent (C0004) holds, read from the consent
 * platform's active groups so that no consent code comes with it; until the SDK decides (or when it
 * cannot, or consent is withdrawn) the experiments show their baselines. A withdrawal also stops the SDK
 * (optimizely-client.ts hears it).
 */
export function useExperimentVariants(experienceIds: readonly string[]): Record<string, string> | undefined {
  const config = useOptionalRuntimeConfig();
  const session = useSession();
  // A tree without the app's services (a hook's test) runs no experiments.
  const allowed = useActiveGroupsAllow('C0004') && config !== null;
  const baseUrl = config?.experimentationBaseUrl;
  const simulatorInPage = config?.simulator ?? false;
  const decisions = useQuery({
    // One decision per experience and visitor: the impression is sent once.
    queryKey: ['experiments', experienceIds.join(), session.consumerNo],
    queryFn: async () =>
      (await loadExperiments()).decideExperiences(experienceIds, {
        session,
        baseUrl,
        simulatorInPage,
      }),
    enabled: allowed && experienceIds.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return allowed ? (decisions.data ?? undefined) : undefined;
}
