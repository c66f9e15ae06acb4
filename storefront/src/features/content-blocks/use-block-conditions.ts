import { useLocation } from 'react-router';
import type { AudienceSegmentId } from '../../../../contracts/entities/content-audience';
import type { ContentBlock } from '../../../../contracts/entities/content-blocks';
import type { Cart } from '../../commerce/cart';
import { useSession } from '../../commerce/commerce-context';
import type { ConsumerProfile } from '../../commerce/session';
import { cartKey } from '../cart/cart-query';
import { useExperimentVariants } from '../experiments/use-experiment-variants';
import { audienceFacts } from './audience/audience-facts';
import { audienceSegments } from './audience/audience-segments';
import { useCachedQueryData } from './audience/use-cached-query-data';
import { type BlockConditions, resolveBlocks } from './resolve-blocks';

/**
 * The header's profile query key (session/shopper-queries.ts `profileQueryKey`), spelled here: importing it
 * would put that module's chunk on every guest's home page (its JavaScript budget). A test holds them equal.
 */
export const profileKey = (consumerNo: string | undefined) => ['profile', consumerNo ?? 'guest'] as const;

/**
 * The visitor's audience segments from the session, the profile and the cart, refined as these arrive; the
 * p13n_testcontext query forces one (spec 001 section 2). The header loads the cart on every page, and the
 * profile for a signed-in shopper (its account menu): these read what it loaded and add no call. The
 * experiments among `blocks` are decided by the experimentation SDK (with targeting consent); until then,
 * and for a caller that passes no blocks, experiments show their baselines.
 */
const NO_BLOCKS: readonly ContentBlock[] = [];

export function useBlockConditions(blocks: readonly ContentBlock[] = NO_BLOCKS): BlockConditions {
  const session = useSession();
  const profile = useCachedQueryData<ConsumerProfile>(profileKey(session.consumerNo));
  const cart = useCachedQueryData<Cart | null>(cartKey(session.basketId));
  const forced = new URLSearchParams(useLocation().search).get('p13n_testcontext');
  // Worked out on every render, as the blocks are resolved: cheap, and nothing keys on its identity.
  const segments = forced
    ? // Any value is taken (the segment list lives beside its Zod schema, which the browser bundle must not
      // load): one no switch names simply matches nothing.
      new Set([forced as AudienceSegmentId])
    : audienceSegments(audienceFacts(session, profile, cart));
  const experiences: string[] = [];
  resolveBlocks(blocks, { segments }, experiences);
  const variants = useExperimentVariants(experiences);
  return variants ? { segments, variants } : { segments };
}
