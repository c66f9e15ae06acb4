import { useMemo } from 'react';
import { useOptionalRuntimeConfig } from '../../app/services';
import { useSession } from '../../commerce/commerce-context';
import { experimentationSetup, visitorFacts } from '../../commerce/experiments/experimentation-setup';
import { useSiteConfig } from '../../config/site-config-provider';
import { consentAllowsStored } from '../../consent/consent-store';
import { useConsentAllows } from '../../consent/use-consent';

/**
 * This page's experimentation: the site's setup, the visitor's attributes, and whether targeting consent
 * (C0004) holds now (it governs decisions and tracking, spec 001 section 6). The setup reads consent again
 * at each dispatch, so a withdrawal stops tracking even for a batch already queued.
 */
export function useExperimentation() {
  const site = useSiteConfig();
  const config = useOptionalRuntimeConfig();
  const baseUrl = config?.experimentationBaseUrl;
  const session = useSession();
  // A tree without the app's services (a hook's test) runs no experiments.
  const allowed = useConsentAllows('C0004') && config !== null;
  const setup = useMemo(
    () => experimentationSetup(site, baseUrl, () => consentAllowsStored('C0004')),
    [site, baseUrl],
  );
  const visitor = useMemo(() => visitorFacts(session, site.country), [session, site.country]);
  return { setup, visitor, allowed };
}
