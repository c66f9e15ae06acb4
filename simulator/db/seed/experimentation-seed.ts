import type { Datafile, DatafileExperiment } from '../../../contracts/entities/experimentation';
import { SEED_REFERENCE_DATE } from './seed-faker';

/** One datafile and when it last changed (compared with If-Modified-Since). */
export interface DatafileSeed {
  readonly datafile: Datafile;
  readonly lastModified: string;
}

/** sdkKey per site environment; the storefront of each site polls its own. */
const SDK_KEYS = {
  'summitpeak-us': 'summitpeak-us-production',
  'summitpeak-ca': 'summitpeak-ca-production',
  'summitpeak-gb': 'summitpeak-gb-production',
  'summitpeak-fr': 'summitpeak-fr-production',
  development: 'summitpeak-development',
} as const;

const ACCOUNT_ID = '2131840068';

/** The customer-data audience: visitors the platform's `trail_runners` segment qualifies. */
const TRAIL_RUNNERS_AUDIENCE_ID = '2003';

function experiment(
  id: string,
  key: string,
  variations: readonly [string, string][],
  audienceIds: string[] = [],
  status: DatafileExperiment['status'] = 'Running',
): DatafileExperiment {
  const share = Math.floor(10000 / variations.length);
  return {
    id,
    key,
    status,
    layerId: `${id}0`,
    audienceIds,
    variations: variations.map(([vid, vkey]) => ({
      id: vid,
      key: vkey,
      featureEnabled: vkey !== 'off',
      variables: [],
    })),
    trafficAllocation: variations.map(([vid], i) => ({
      entityId: vid,
      endOfRange: i === variations.length - 1 ? 10000 : share * (i + 1),
    })),
    forcedVariations: {},
  };
}

/** A flag rolled out to everyone (one rollout rule with the flag on). */
function rollout(id: string): { id: string; experiments: DatafileExperiment[] } {
  return { id, experiments: [experiment(`${id}1`, `${id}_everyone`, [[`${id}2`, 'on']])] };
}

function datafileFor(projectId: string, sdkKey: string, environmentKey: string): Datafile {
  const heroTest = experiment('29471490073', 'hero_test', [
    ['29471490074', 'control'],
    ['29471490075', 'variation_1'],
  ]);
  const reviewsFirst = experiment(
    '29471490083',
    'pdp_reviews_first',
    [
      ['29471490084', 'control'],
      ['29471490085', 'reviews_first'],
    ],
    ['2001'],
  );
  const signUpTest = experiment('29471490093', 'sign_up_copy', [['29471490094', 'control']], [], 'Paused');
  // Only for visitors the customer-data platform qualifies as trail runners: its audience makes an SDK ask
  // for segments (fetchQualifiedSegments). No page depends on it, so home_hero's decisions stay audience-free.
  const newsletterPromptTest = experiment(
    '29471490103',
    'newsletter_prompt_test',
    [
      ['29471490104', 'control'],
      ['29471490105', 'prompt'],
    ],
    [TRAIL_RUNNERS_AUDIENCE_ID],
  );
  return {
    version: '4',
    projectId,
    accountId: ACCOUNT_ID,
    revision: '42',
    sdkKey,
    environmentKey,
    anonymizeIP: true,
    botFiltering: false,
    sendFlagDecisions: true,
    experiments: [heroTest, reviewsFirst, signUpTest, newsletterPromptTest],
    featureFlags: [
      { id: '1001', key: 'show_shop_all_l3s_on_mobile', rolloutId: '5001', experimentIds: [], variables: [] },
      { id: '1002', key: 'new_sign_up_allowed', rolloutId: '5002', experimentIds: [], variables: [] },
      { id: '1003', key: 'favorites_enabled', rolloutId: '5003', experimentIds: [], variables: [] },
      { id: '1004', key: 'loyalty_enabled', rolloutId: '5004', experimentIds: [], variables: [] },
      { id: '1005', key: 'cloud_video_player', rolloutId: '5005', experimentIds: [], variables: [] },
      {
        id: '1006',
        key: 'home_hero',
        rolloutId: '',
        experimentIds: [heroTest.id],
        variables: [{ id: '6001', key: 'headline', type: 'string', defaultValue: 'Made for the mountains' }],
      },
      { id: '1007', key: 'pdp_layout', rolloutId: '', experimentIds: [reviewsFirst.id], variables: [] },
      {
        id: '1008',
        key: 'newsletter_prompt',
        rolloutId: '',
        experimentIds: [newsletterPromptTest.id],
        variables: [],
      },
    ],
    rollouts: ['5001', '5002', '5003', '5004', '5005'].map(rollout),
    audiences: [
      {
        id: '2001',
        name: 'Loyalty members',
        conditions: '["and", {"name": "loyalty", "type": "custom_attribute", "value": true}]',
      },
      {
        id: '2002',
        name: 'Employees',
        conditions: '["and", {"name": "employee", "type": "custom_attribute", "value": true}]',
      },
      {
        // A customer-data (ODP) audience: an SDK asks the platform for the segments such conditions name.
        id: TRAIL_RUNNERS_AUDIENCE_ID,
        name: 'Trail runners (customer data)',
        conditions:
          '["and", ["or", {"name": "odp.audiences", "type": "third_party_dimension", "match": "qualified", "value": "trail_runners"}]]',
      },
    ],
    events: [
      { id: '3001', key: 'add_to_cart', experimentIds: [heroTest.id, reviewsFirst.id] },
      { id: '3002', key: 'purchase', experimentIds: [heroTest.id, reviewsFirst.id] },
      { id: '3003', key: 'sign_up', experimentIds: [signUpTest.id] },
    ],
    attributes: [
      { id: '4001', key: 'loyalty' },
      { id: '4002', key: 'employee' },
      { id: '4003', key: 'country' },
    ],
    groups: [],
    integrations: [
      { key: 'odp', host: 'https://cdp.summitpeak.example', publicKey: 'W4WzcEs-ABgXorzY7h1LCQ' },
    ],
  };
}

/** A datafile per sdkKey, all last modified at the seed reference date. */
export function generateDatafiles(): Readonly<Record<string, DatafileSeed>> {
  return {
    [SDK_KEYS['summitpeak-us']]: {
      datafile: datafileFor('2947149007', SDK_KEYS['summitpeak-us'], 'production'),
      lastModified: SEED_REFERENCE_DATE,
    },
    [SDK_KEYS['summitpeak-ca']]: {
      datafile: datafileFor('2947149008', SDK_KEYS['summitpeak-ca'], 'production'),
      lastModified: SEED_REFERENCE_DATE,
    },
    [SDK_KEYS['summitpeak-gb']]: {
      datafile: datafileFor('2947149010', SDK_KEYS['summitpeak-gb'], 'production'),
      lastModified: SEED_REFERENCE_DATE,
    },
    [SDK_KEYS['summitpeak-fr']]: {
      datafile: datafileFor('2947149011', SDK_KEYS['summitpeak-fr'], 'production'),
      lastModified: SEED_REFERENCE_DATE,
    },
    [SDK_KEYS.development]: {
      datafile: datafileFor('2947149009', SDK_KEYS.development, 'development'),
      lastModified: SEED_REFERENCE_DATE,
    },
  };
}
