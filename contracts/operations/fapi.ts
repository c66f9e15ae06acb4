import { isoDateTime } from '../common/ids';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';

const performanceMeasure = z.object({
  name: z.string().min(1).max(100).openapi({ example: 'LCP' }),
  value: z.number().finite().nonnegative(),
  page: z.string().min(1).max(2048).optional(),
  navigationType: z.string().max(32).optional(),
});

/**
 * One Content-Security-Policy violation as browsers post it to a policy's `report-uri` (CSP Level 3,
 * `application/csp-report`); the storefront's own listener sends the same shape for its meta policy, which
 * cannot name a report-uri. The fields Chromium, Firefox and Safari send; the two every browser sends are
 * required. Closed like every request body: a field no browser sends answers 400.
 */
const cspViolation = z
  .object({
    'document-uri': z.string().min(1).max(4096),
    'violated-directive': z.string().min(1).max(256),
    'effective-directive': z.string().max(256).optional(),
    'blocked-uri': z.string().max(4096).optional(),
    'original-policy': z.string().max(8192).optional(),
    disposition: z.enum(['enforce', 'report']).optional(),
    referrer: z.string().max(4096).optional(),
    'source-file': z.string().max(4096).optional(),
    'line-number': z.number().int().nonnegative().optional(),
    'column-number': z.number().int().nonnegative().optional(),
    'status-code': z.number().int().nonnegative().optional(),
    'script-sample': z.string().max(256).optional(),
  })
  .openapi('CspViolation');

export const fapiOperations = defineOperations('fapi', {
  ingestPerformance: {
    method: 'post',
    path: '/fapi/performance/ingest',
    summary: 'Receive performance measures sent by beacon',
    request: {
      body: z.object({ measures: z.array(performanceMeasure).min(1).max(100) }),
      bodyMediaTypes: ['application/json', 'text/plain'],
    },
    response: { status: 204, description: 'Accepted; a beacon reads no body.' },
    errorIds: ['API400', 'GEN500'],
    notShown: 'Body not shown: a batch of named numeric measures (web-vitals style); answers 204.',
  },
  reportCspViolation: {
    method: 'post',
    path: '/fapi/csp/report',
    summary: "Receive a Content-Security-Policy violation report (the policy's report-uri)",
    description:
      "Not in the specifications: the storefront's Content-Security-Policy reports here, from the header " +
      "form's report-uri (application/csp-report, as browsers send it) and from the page's own listener " +
      'for the meta form (text/plain, a beacon). See docs/decisions.md, "Content-Security-Policy".',
    request: {
      body: z.object({ 'csp-report': cspViolation }),
      bodyMediaTypes: ['application/json', 'application/csp-report', 'text/plain'],
    },
    response: { status: 204, description: 'Recorded; a browser reads no body.' },
    errorIds: ['API400'],
  },
  validateResponse: {
    method: 'post',
    path: '/fapi/api/validate-response/{contract}',
    summary: 'Report a response that failed client-side contract validation',
    request: {
      params: z.object({ contract: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/) }),
      body: z.object({
        url: z.string().min(1).max(2048),
        status: z.number().int().min(100).max(599),
        issues: z.array(z.object({ path: z.string(), message: z.string() })).max(200),
      }),
    },
    response: {
      status: 202,
      description: 'Report recorded.',
      body: z.object({ received: z.literal(true), contract: z.string() }),
    },
    errorIds: ['API400', 'API404'],
    notShown: 'Body not shown: the failing URL, status and field-level issues; answers 202.',
  },
  getServerTime: {
    method: 'get',
    path: '/fapi/server/time',
    summary: 'Server time, used for subscription opt-in and opt-out dates',
    request: {},
    response: {
      status: 200,
      description: 'Current server time.',
      body: z.object({ timestamp: isoDateTime }).openapi('ServerTime'),
    },
    errorIds: ['GEN500'],
    notShown: 'The timestamp format is not shown: ISO-8601 with offset.',
  },
});
