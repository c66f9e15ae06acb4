import { interaction } from '../pact-interaction';

/** The Core Web Vitals beacon and the development contract-drift report (storefront/src/telemetry, app). */
export const telemetryInteractions = [
  interaction('ingestPerformance', {
    description: 'a batch of Core Web Vitals measures',
    states: [],
    input: () => ({
      body: {
        measures: [{ name: 'LCP', value: 1820.5, page: '/', navigationType: 'navigate' }],
      },
    }),
  }),
  interaction('validateResponse', {
    description: 'a report of an answer that broke its contract',
    states: [],
    input: () => ({
      params: { contract: 'getCart' },
      body: {
        url: '/cart/v1/cart/bk-000001',
        status: 200,
        issues: [{ path: 'totals.total', message: 'Expected number, received string' }],
      },
    }),
  }),
];
