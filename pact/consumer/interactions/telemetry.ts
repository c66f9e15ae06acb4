import { interaction } from '../pact-interaction';

/**
 * The Core Web Vitals beacon, the Content-Security-Policy violation report and the development
 * contract-drift report (storefront/src/telemetry, app).
 */
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
  interaction('reportCspViolation', {
    description: 'a Content-Security-Policy violation the page saw',
    states: [],
    input: () => ({
      body: {
        'csp-report': {
          'document-uri': 'https://www.example.com/en-us',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'original-policy': "default-src 'none'; script-src 'self'",
          disposition: 'enforce',
          'blocked-uri': 'inline',
          'line-number': 18,
          'column-number': 13,
          'status-code': 200,
        },
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
