import type { SessionState } from '../session-state';
import type { ExperimentationSetup, VisitorFacts } from './optimizely-client';

/** The sdkKey of a site's production environment (the datafile each site polls). */
export const sdkKeyFor = (brand: string, country: string): string =>
  `${brand}-${country.toLowerCase()}-production`;

/** A site's experimentation: its datafile's sdkKey, where the calls go, and the consent it runs under. */
export const experimentationSetup = (
  site: { readonly brand: string; readonly country: string },
  page: { readonly baseUrl: string | undefined; readonly simulatorInPage: boolean },
  allowed: () => boolean,
): ExperimentationSetup => ({
  sdkKey: sdkKeyFor(site.brand, site.country),
  baseUrl: page.baseUrl,
  allowed,
  simulatorInPage: page.simulatorInPage,
});

/**
 * The visitor's attributes, from the session alone (the profile arrives later and would change them
 * mid-page, asking for the decisions twice): loyalty by the member id, employee by the consumer type.
 */
export const visitorFacts = (session: SessionState, country: string): VisitorFacts => ({
  country,
  loyalty: !!session.memberId,
  employee: session.consumerType === 'EMPLOYEE',
  consumerNo: session.consumerNo,
});
