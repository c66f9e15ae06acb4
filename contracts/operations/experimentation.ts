import { HEADER } from '../common/headers';
import { datafile } from '../entities/experimentation';
import {
  customerDataPixelQuery,
  eventLogBatch,
  segmentsRequest,
  segmentsResponse,
} from '../entities/experimentation-events';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';

/**
 * If-Modified-Since: an HTTP-date, but a value that is not one is ignored rather than refused (RFC 9110
 * section 13.1.3), so the contract bounds only its length.
 */
const ifModifiedSince = z.string().max(64).openapi({
  example: 'Wed, 21 Oct 2026 07:28:00 GMT',
  description: 'An HTTP-date; a value that is not one is ignored and the datafile is answered in full.',
});

export const experimentationOperations = defineOperations('experimentation', {
  getDatafile: {
    method: 'get',
    path: '/datafiles/{sdkKey}.json',
    summary: 'Experimentation datafile (polled, default every 5 minutes)',
    request: {
      params: z.object({
        sdkKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'sdkKey must be 8 to 64 letters, digits, _ or -'),
      }),
      headers: z.object({ [HEADER.ifModifiedSince]: ifModifiedSince.optional() }),
    },
    response: {
      status: 200,
      description: 'The datafile; Last-Modified tells the next If-Modified-Since.',
      body: datafile,
    },
    alternativeResponses: [{ status: 304, description: 'Not modified since if-modified-since' }],
    errorIds: ['API400', 'API404', 'GEN500'],
    notShown:
      'Datafile body not shown: the version-4 datafile of the public feature-experimentation SDKs. An unknown ' +
      'sdkKey answers API404; the path is served at the root of the CDN host.',
  },
  logExperimentationEvents: {
    method: 'post',
    path: '/v1/events',
    summary: 'Batched impression and conversion events',
    request: { body: eventLogBatch, bodyMediaTypes: ['application/json', 'text/plain'] },
    response: { status: 204, description: 'Accepted; the SDK (or a page-close beacon) reads no body.' },
    errorIds: ['API400', 'GEN500'],
    notShown:
      'The spec names an event log endpoint but no path: we serve POST /v1/events (the public event API path). ' +
      'Body: account_id, project_id, revision, client fields, visitors with attributes and snapshots.',
  },
  sendCustomerDataEvent: {
    method: 'get',
    path: '/event',
    summary: 'Customer-data pixel: one event in the query string',
    request: { query: customerDataPixelQuery },
    response: {
      status: 204,
      description: 'Recorded; no body (a pixel could answer a 1x1 image; we answer 204).',
    },
    errorIds: ['API400', 'GEN500'],
    notShown:
      'The spec names a customer-data pixel host but no path: we serve GET /event. Query: tracker_id, event_type, ' +
      'vdl_action and identifiers (vuid, fs_user_id or email, at least one); answers 204 rather than a 1x1 image.',
  },
  fetchQualifiedSegments: {
    method: 'post',
    path: '/v3/graphql',
    summary: 'Qualified audience segments of a user',
    request: {
      headers: z.object({
        [HEADER.segmentsApiKey]: z.string().min(8).max(128).openapi({ example: 'W4WzcEs-ABgXorzY7h1LCQ' }),
      }),
      body: segmentsRequest,
    },
    response: {
      status: 200,
      description: 'Edges of audience nodes (name, state); customer null when unknown.',
      body: segmentsResponse,
    },
    errorIds: ['API400', 'GEN500'],
    notShown:
      'The GraphQL query is not shown. We read the user from customer(vuid: "…") or customer(fs_user_id: "…") ' +
      'and the asked segments from audiences(subset: […]) written in the query, as the SDK sends them, or from ' +
      'variables userId and audiences when a client sends variables (they win); a query naming no customer ' +
      'identifier answers API400 on body.query; an empty or missing subset asks for every audience the ' +
      'datafiles name. Any api key of 8 to 128 characters is accepted; an unknown user answers 200 with ' +
      'customer null and an errors entry, as GraphQL servers do.',
  },
});
