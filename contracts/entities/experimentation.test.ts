import { describe, expect, it } from 'vitest';
import { experimentationOperations } from '../operations/experimentation';
import { datafile } from './experimentation';
import {
  customerDataPixelQuery,
  eventLogBatch,
  segmentsRequest,
  segmentsResponse,
} from './experimentation-events';

const experiment = {
  id: '29471490073',
  key: 'hero_test',
  status: 'Running',
  layerId: '29471490072',
  audienceIds: [],
  variations: [{ id: '29471490074', key: 'variation_1', featureEnabled: true }],
  trafficAllocation: [{ entityId: '29471490074', endOfRange: 10000 }],
};
const file = {
  version: '4',
  projectId: '2947149007',
  accountId: '2131840068',
  revision: '42',
  experiments: [experiment],
  featureFlags: [
    { id: '1001', key: 'show_shop_all_l3s_on_mobile', rolloutId: '', experimentIds: ['29471490073'] },
  ],
  audiences: [
    {
      id: '2001',
      name: 'Loyalty',
      conditions: '["and", {"name": "loyalty", "type": "custom_attribute", "value": true}]',
    },
  ],
  events: [{ id: '3001', key: 'add_to_cart', experimentIds: ['29471490073'] }],
  attributes: [{ id: '4001', key: 'loyalty' }],
};
const batch = {
  account_id: '2131840068',
  project_id: '2947149007',
  revision: '42',
  client_name: 'javascript-sdk',
  client_version: '5.3.4',
  anonymize_ip: true,
  visitors: [
    {
      visitor_id: 'vuid_3f9a2c1e8b7d4a6f9e0c1b2a3d4',
      attributes: [{ entity_id: '4001', key: 'loyalty', type: 'custom', value: true }],
      snapshots: [
        {
          decisions: [
            { campaign_id: '29471490072', experiment_id: '29471490073', variation_id: '29471490074' },
          ],
          events: [
            {
              entity_id: '29471490072',
              key: 'campaign_activated',
              timestamp: 1760000000000,
              uuid: '0b7e6f0e-3c1a-4f7e-9a51-3f0d2c8e1a90',
            },
          ],
        },
      ],
    },
  ],
};

describe('datafile', () => {
  it('accepts a version-4 datafile', () => {
    expect(datafile.safeParse(file).success).toBe(true);
  });

  it('rejects another version, a range above 10000 and an unknown status', () => {
    expect(datafile.safeParse({ ...file, version: '3' }).success).toBe(false);
    const wide = { ...experiment, trafficAllocation: [{ entityId: '1', endOfRange: 10001 }] };
    expect(datafile.safeParse({ ...file, experiments: [wide] }).success).toBe(false);
    expect(datafile.safeParse({ ...file, experiments: [{ ...experiment, status: 'Live' }] }).success).toBe(
      false,
    );
  });
});

describe('eventLogBatch', () => {
  it('accepts a batch', () => {
    expect(eventLogBatch.safeParse(batch).success).toBe(true);
  });

  it('rejects visitor ids without vuid_ or over 32 characters, and null attribute values', () => {
    const withVisitor = (v: object) => ({ ...batch, visitors: [{ ...batch.visitors[0], ...v }] });
    expect(eventLogBatch.safeParse(withVisitor({ visitor_id: 'user_123' })).success).toBe(false);
    expect(eventLogBatch.safeParse(withVisitor({ visitor_id: `vuid_${'a'.repeat(28)}` })).success).toBe(
      false,
    );
    const nullAttr = [{ entity_id: '4001', key: 'loyalty', type: 'custom', value: null }];
    expect(eventLogBatch.safeParse(withVisitor({ attributes: nullAttr })).success).toBe(false);
  });
});

describe('customer-data pixel and segments', () => {
  it('needs tracker_id, event_type, vdl_action and one identifier', () => {
    const query = {
      tracker_id: 'W4WzcEs-ABgXorzY7h1LCQ',
      event_type: 'fullstack',
      vdl_action: 'identified',
      vuid: 'vuid_3f9a2c1e8b7d',
    };
    expect(customerDataPixelQuery.safeParse(query).success).toBe(true);
    const { vuid: _v, ...noIdentifier } = query;
    expect(customerDataPixelQuery.safeParse(noIdentifier).success).toBe(false);
    expect(customerDataPixelQuery.safeParse({ ...query, vdl_action: undefined }).success).toBe(false);
  });

  it('accepts a segments query and answer, rejects an unknown state', () => {
    const q = {
      query:
        'query($userId: String) { customer(vuid: $userId) { audiences { edges { node { name state } } } } }',
      variables: { userId: 'vuid_1' },
    };
    expect(segmentsRequest.safeParse(q).success).toBe(true);
    expect(segmentsRequest.safeParse({ ...q, query: '' }).success).toBe(false);
    // The Optimizely SDK sends no variables: the user and the subset are written into the query.
    const inline =
      'query {customer(vuid : "vuid_1") {audiences(subset: ["trail_runners"]) {edges {node {name state}}}}}';
    expect(segmentsRequest.safeParse({ query: inline }).success).toBe(true);
    expect(segmentsRequest.safeParse({ query: inline, variables: {} }).success).toBe(false);
    const answer = (state: string) => ({
      data: { customer: { audiences: { edges: [{ node: { name: 'loyal', state } }] } } },
    });
    expect(segmentsResponse.safeParse(answer('qualified')).success).toBe(true);
    expect(segmentsResponse.safeParse(answer('maybe')).success).toBe(false);
    expect(
      segmentsResponse.safeParse({ data: { customer: null }, errors: [{ message: 'Invalid identifier' }] })
        .success,
    ).toBe(true);
  });

  it('requires the api key header on the segments call; polling takes any If-Modified-Since', () => {
    const { fetchQualifiedSegments, getDatafile } = experimentationOperations;
    expect(fetchQualifiedSegments.request.headers.safeParse({}).success).toBe(false);
    expect(
      getDatafile.request.headers.safeParse({ 'if-modified-since': 'Wed, 21 Oct 2026 07:28:00 GMT' }).success,
    ).toBe(true);
    expect(getDatafile.request.headers.safeParse({ 'if-modified-since': '2026-10-21' }).success).toBe(true);
    expect(getDatafile.alternativeResponses[0]?.status).toBe(304);
  });
});
