import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';

const server = useTestServer();

const client = (session: string) => apiClient(server.url, session);
const errorId = (body: { errorDetails?: { errorId: string }[] }) => body.errorDetails?.[0]?.errorId;

describe('personalization decide', () => {
  it('returns recommendation and content actions for a product page', async () => {
    const res = await client('decide').post('/api/engine/v1/decide/summitpeak', {
      channel: 'a-5b1f0c2e/p/summitpeak.com',
      monetateId: '5.1234567890.1760000000000',
      events: [
        { eventType: 'monetate:decision:DecisionRequest', requestId: 'req-42' },
        {
          eventType: 'monetate:context:PageView',
          url: 'https://summitpeak.example/en-us/p/x-SPJK0001BLK',
          pageType: 'product',
        },
        { eventType: 'monetate:context:ProductDetailView', products: [{ productId: 'SPJK0001BLK' }] },
        { eventType: 'monetate:record:RecImpressions', recImpressions: ['rt.a', 'rt.b'] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.requestId).toBe('req-42');
    expect(res.body.monetateId).toBe('5.1234567890.1760000000000');
    const [recs, message] = res.body.actions;
    expect(recs).toMatchObject({
      actionType: 'monetate:action:OmnichannelRecommendation',
      component: 'pdp-recs',
    });
    expect(recs.items.length).toBe(8);
    expect(recs.items[0].url).toMatch(/^\/en-us\/p\//);
    expect(message).toMatchObject({
      actionType: 'monetate:action:OmnichannelJson',
      component: 'site-message',
    });
  });

  it('rejects more than 24 recommendation impressions with 400', async () => {
    const res = await client('decide-bad').post('/api/engine/v1/decide/summitpeak', {
      channel: 'c',
      monetateId: '5.1.2',
      events: [{ eventType: 'monetate:record:RecImpressions', recImpressions: Array(25).fill('rt') }],
    });
    expect(res.status).toBe(400);
    expect(errorId(res.body)).toBe('API400');
  });
});

describe('experimentation', () => {
  const datafile = '/datafiles/summitpeak-us-production.json';

  it('answers the datafile, then 304 while If-Modified-Since is current, 200 again when older', async () => {
    const api = client('datafile');
    const first = await api.get(datafile);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: '4', sdkKey: 'summitpeak-us-production' });
    // The client polls with the Last-Modified it was given.
    const lastModified = first.headers.get('last-modified');
    expect(lastModified).toBe('Thu, 01 Jan 2026 00:00:00 GMT');
    const current = await api.get(datafile, { 'if-modified-since': lastModified ?? '' });
    expect(current.status).toBe(304);
    expect(current.body).toBeUndefined();
    const later = await api.get(datafile, { 'if-modified-since': 'Sat, 07 Mar 2026 10:00:00 GMT' });
    expect(later.status).toBe(304);
    const older = await api.get(datafile, { 'if-modified-since': 'Wed, 31 Dec 2025 23:00:00 GMT' });
    expect(older.status).toBe(200);
    expect((await api.get('/datafiles/unknown-sdk-key.json')).status).toBe(404);
  });

  it('ignores an If-Modified-Since that is not an HTTP-date (RFC 9110), answering the datafile', async () => {
    const api = client('datafile-bad-date');
    for (const value of ['yesterday', '2026-10-21T00:00:00Z']) {
      const answer = await api.get(datafile, { 'if-modified-since': value });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ sdkKey: 'summitpeak-us-production' });
    }
  });

  it('accepts event batches and the pixel with 204', async () => {
    const api = client('exp-events');
    const batch = await api.post('/v1/events', eventBatch);
    expect(batch.status).toBe(204);
    // The page-close beacon sends the same batch as text/plain.
    const beacon = await api.post('/v1/events', eventBatch, { 'content-type': 'text/plain;charset=UTF-8' });
    expect(beacon.status).toBe(204);
    const broken = await api.post('/v1/events', { visitors: 'none' }, { 'content-type': 'text/plain' });
    expect(broken.status).toBe(400);
    expect(broken.body.errorDetails[0].errorId).toBe('API400');
    expect(
      (
        await api.get(
          '/event?tracker_id=W4WzcEs&event_type=fullstack&vdl_action=client_initialized&vuid=vuid_abc123',
        )
      ).status,
    ).toBe(204);
    expect(
      (await api.get('/event?tracker_id=W4WzcEs&event_type=fullstack&vdl_action=client_initialized')).status,
    ).toBe(400);
  });

  const eventBatch = {
    account_id: '2131840068',
    project_id: '2947149007',
    revision: '42',
    client_name: 'javascript-sdk',
    client_version: '5.3.4',
    anonymize_ip: true,
    visitors: [
      {
        visitor_id: 'vuid_abc123',
        attributes: [],
        snapshots: [
          {
            decisions: [],
            events: [
              {
                entity_id: '3001',
                key: 'add_to_cart',
                timestamp: 1760000000000,
                uuid: '0b7e6f0e-3c1a-4f7e-9a51-3f0d2c8e1a90',
              },
            ],
          },
        ],
      },
    ],
  };

  it('answers qualified segments for a visitor and customer null for an unknown user', async () => {
    const api = client('exp-segments');
    const query =
      'query Segments($userId: String!) { customer(vuid: $userId) { audiences { edges { node { name state } } } } }';
    const headers = { 'x-api-key': 'W4WzcEs-ABgXorzY7h1LCQ' };
    const known = await api.post(
      '/v3/graphql',
      { query, variables: { userId: 'vuid_abc123', audiences: ['Loyalty members'] } },
      headers,
    );
    expect(known.body.data.customer.audiences.edges[0].node.name).toBe('Loyalty members');
    const unknown = await api.post('/v3/graphql', { query, variables: { userId: 'someone' } }, headers);
    expect(unknown.body.data.customer).toBeNull();
    expect(unknown.body.errors).toHaveLength(1);
    expect((await api.post('/v3/graphql', { query, variables: { userId: 'vuid_abc123' } })).status).toBe(400);
  });

  it('reads the user and subset the SDK writes into the query, and refuses a query naming no customer', async () => {
    const api = client('exp-segments-inline');
    const headers = { 'x-api-key': 'W4WzcEs-ABgXorzY7h1LCQ' };
    // The Optimizely SDK's body: no variables, arguments inline (odp_segment_api_manager.js).
    const query =
      'query {customer(vuid : "vuid_abc123") {audiences(subset: ["trail_runners","gear_heads"]) {edges {node {name state}}}}}';
    const inline = await api.post('/v3/graphql', { query }, headers);
    expect(inline.status).toBe(200);
    expect(
      inline.body.data.customer.audiences.edges.map((e: { node: { name: string } }) => e.node.name),
    ).toEqual(['trail_runners', 'gear_heads']);
    const byUserId = await api.post(
      '/v3/graphql',
      { query: query.replace('vuid : "vuid_abc123"', 'fs_user_id : "shopper-42"') },
      headers,
    );
    expect(byUserId.status).toBe(200);
    expect(byUserId.body.data.customer).toBeNull();
    const nameless = await api.post(
      '/v3/graphql',
      {
        query:
          'query($userId: String!) { customer(vuid: $userId) { audiences { edges { node { name } } } } }',
      },
      headers,
    );
    expect(nameless.status).toBe(400);
    expect(errorId(nameless.body)).toBe('API400');
    expect(nameless.body.errorDetails[0].message).toMatch(/^body\.query: names no customer identifier/);
  });
});
