import { type CommerceOptions, createCommerce } from '../commerce/create-commerce';
import type { TestSimulator } from './simulator-server';

export const TEST_SITE = { locale: 'en-us', brand: 'summitpeak', region: 'NORA', channel: 'ECOMM' } as const;

/** A commerce adapter on the test simulator: same-origin API, the test's own harness session. */
export function testCommerce(sim: TestSimulator, overrides: Partial<CommerceOptions> = {}) {
  return createCommerce({
    baseUrl: '',
    site: () => TEST_SITE,
    extraHeaders: sim.sessionHeader,
    sessionKey: `storefront.session.test.${Math.random()}`,
    ...overrides,
  });
}
