import { expect } from 'vitest';
import { bodyOf, interaction } from '../pact-interaction';

const VISITOR = 'vuid_3f9a2c1e8b7d4a6f9e0c1b2a3d4';

/**
 * The experimentation SDK's calls (storefront/src/commerce/experiments), as the SDK sends them: the site's
 * datafile, a batch with one impression, one customer-data pixel event, and the qualified-segments query
 * with its arguments written into the query (the SDK sends no GraphQL variables).
 */
export const experimentationInteractions = [
  interaction('getDatafile', {
    description: "a request for the US site's experimentation datafile",
    states: [],
    input: () => ({ params: { sdkKey: 'summitpeak-us-production' } }),
    check: (outcome) => {
      const datafile = bodyOf(outcome) as { version: string; featureFlags: { key: string }[] };
      expect(datafile.version).toBe('4');
      expect(datafile.featureFlags.length).toBeGreaterThan(0);
    },
  }),
  interaction('logExperimentationEvents', {
    description: 'a batch with the impression of one flag decision',
    states: [],
    input: () => ({
      body: {
        account_id: '2131840068',
        project_id: '2947149007',
        revision: '42',
        client_name: 'javascript-sdk',
        client_version: '6.6.1',
        anonymize_ip: true,
        enrich_decisions: true,
        visitors: [
          {
            visitor_id: VISITOR,
            attributes: [{ entity_id: '4003', key: 'country', type: 'custom', value: 'US' }],
            snapshots: [
              {
                decisions: [
                  {
                    campaign_id: '294714900730',
                    experiment_id: '29471490073',
                    variation_id: '29471490075',
                    metadata: {
                      flag_key: 'home_hero',
                      rule_key: 'hero_test',
                      rule_type: 'feature-test',
                      variation_key: 'variation_1',
                      enabled: true,
                    },
                  },
                ],
                events: [
                  {
                    entity_id: '294714900730',
                    key: 'campaign_activated',
                    timestamp: 1764320400000,
                    uuid: '6f1c2b9e-4d3a-4f7b-9c2e-1a5b8d7e3f40',
                  },
                ],
              },
            ],
          },
        ],
      },
    }),
  }),
  interaction('sendCustomerDataEvent', {
    description: "the customer-data pixel hearing of a visitor's first page",
    states: [],
    input: () => ({
      query: {
        tracker_id: 'W4WzcEs-ABgXorzY7h1LCQ',
        event_type: 'fullstack',
        vdl_action: 'client_initialized',
        data_source_type: 'sdk',
        data_source: 'javascript-sdk',
        vuid: VISITOR,
      },
    }),
  }),
  interaction('fetchQualifiedSegments', {
    description: "the qualified audience segments of a visitor, the query's arguments inline",
    states: [],
    input: () => ({
      headers: { 'x-api-key': 'W4WzcEs-ABgXorzY7h1LCQ' },
      body: {
        query: `query {customer(vuid : "${VISITOR}") {audiences(subset: ["trail_runners"]) {edges {node {name state}}}}}`,
      },
    }),
  }),
];
