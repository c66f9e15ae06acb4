import { useCallback } from 'react';
import { loadExperimentation } from '../../commerce/experiments/experimentation-setup';
import { useExperimentation } from './use-experimentation';

/** The conversion events the datafile counts for experiments. */
export type ConversionEvent = 'add_to_cart' | 'purchase';

/**
 * Reports a conversion to the experiments (with targeting consent only): the SDK's chunk loads then if the
 * page did not need it before, so pages without experiments (the product page) carry none of it.
 */
export function useTrackConversion(): (event: ConversionEvent, tags?: Record<string, number>) => void {
  const { setup, visitor, allowed } = useExperimentation();
  return useCallback(
    (event, tags) => {
      if (!allowed) return;
      void loadExperimentation().then((m) => m.trackConversion(setup, event, visitor, tags));
    },
    [allowed, setup, visitor],
  );
}
