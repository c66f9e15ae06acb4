import { useEffect } from 'react';
import { useOptionalRuntimeConfig } from '../../app/services';
import { useSession } from '../../commerce/commerce-context';
import type { ConversionEvent } from '../../commerce/experiments/optimizely-client';
import { activeGroupsAllow } from '../../consent/active-groups-signal';

/**
 * Reports a conversion once, when the view that confirms it first shows (the mini cart after an add): such a
 * view loads after the shopper acted, so no page carries this before. Targeting consent only.
 */
export function useReportConversion(event: ConversionEvent): void {
  const session = useSession();
  const config = useOptionalRuntimeConfig();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per confirming view, with what it knew then.
  useEffect(() => {
    if (!config || !activeGroupsAllow('C0004')) return;
    const context = { session, baseUrl: config.experimentationBaseUrl, simulatorInPage: config.simulator };
    void import('../../commerce/experiments/optimizely-client').then((m) =>
      m.reportConversion(event, context),
    );
  }, []);
}
