import { describe, expect, it } from 'vitest';
import type { PactFile } from './pact-files';
import { knownFromOutput, pactResultFromFile, pactResultsFromBroker } from './pact-results';

// Shapes the native verifier (pact-core 19.2) answered in this repository's runs, trimmed.
const between = 'Verifying a pact between storefront and commerce-api';
const failedRun = {
  result: false,
  errors: [
    {
      interaction: `${between} Given a guest cart with two lines - read the cart`,
      mismatch: {
        interactionId: '',
        type: 'mismatches',
        mismatches: [
          {
            actual: '["currency","id","lines"]',
            expected: '["id","items"]',
            mismatch: 'Actual map is missing the following keys: items',
            path: '$',
            type: 'BodyMismatch',
          },
          {
            actual: '5',
            expected: '"1"',
            mismatch: "Expected 5 (Integer) to be the same type as '1' (String)",
            path: '$.id',
            type: 'BodyMismatch',
          },
        ],
      },
    },
    {
      interaction: `${between} Given an empty guest cart - a status drift`,
      mismatch: {
        interactionId: '',
        type: 'mismatches',
        mismatches: [
          { actual: 200, expected: 201, mismatch: 'expected 201 but was 200', type: 'StatusMismatch' },
          {
            actual: '',
            expected: '"bar"',
            key: 'x-foo',
            mismatch: "Expected a header 'x-foo' but was missing",
            type: 'HeaderMismatch',
          },
        ],
      },
    },
    {
      interaction: `${between} Given no such state - unknown state`,
      mismatch: {
        interactionId: '',
        message: 'One or more of the setup state change handlers has failed',
        type: 'error',
      },
    },
  ],
  interactionResults: [
    { description: 'a status drift', duration: '55ms', result: 'Error' },
    { description: 'no state', duration: '1s 20ms', result: 'OK' },
    { description: 'read the cart', duration: '698ms', result: 'Error' },
    { description: 'unknown state', duration: '32ms', result: 'Error' },
  ],
  notices: [],
  output: [],
  pendingErrors: [],
};

const pact: PactFile = {
  file: 'pacts/storefront-commerce-api.json',
  consumer: 'storefront',
  provider: 'commerce-api',
  interactions: [
    { description: 'a status drift', states: ['an empty guest cart'] },
    { description: 'no state', states: [] },
    { description: 'read the cart', states: ['a guest cart with two lines'] },
    { description: 'unknown state', states: ['no such state'] },
  ],
};

describe("reading the verifier's report", () => {
  it('pairs each result with its interaction, its states and its mismatches', () => {
    const stateErrors = new Map([['no such state', 'state setup failed (HTTP 400): no provider state']]);
    const result = pactResultFromFile(pact, { json: JSON.stringify(failedRun) }, stateErrors);
    expect(result.errors).toEqual([]);
    const [status, noState, cart, unknown] = result.interactions;
    expect(status?.mismatches).toEqual([
      expect.objectContaining({ path: 'status', expected: '201', actual: '200', type: 'StatusMismatch' }),
      expect.objectContaining({ path: 'header x-foo', expected: '"bar"', actual: '(none)' }),
    ]);
    expect(noState).toMatchObject({ passed: true, states: [], durationMs: 1020, mismatches: [] });
    expect(cart?.mismatches.map((m) => m.path)).toEqual(['$.items', '$.id']);
    expect(cart?.mismatches[0]?.message).toBe('missing from the answer (its keys: currency, id, lines)');
    expect(unknown).toMatchObject({
      passed: false,
      error: 'state setup failed (HTTP 400): no provider state',
    });
  });

  it('keeps an answer that is not a verifier report, and errors tied to no interaction, as pact errors', () => {
    expect(pactResultFromFile(pact, { error: 'Verification was unable to run' }, new Map()).errors).toEqual([
      'the Pact Verifier could not run: Verification was unable to run',
    ]);
    const brokerDown = {
      result: false,
      errors: [
        {
          interaction: 'Failed to load pact',
          mismatch: { type: 'error', message: "No pacts found for provider 'commerce-api'" },
        },
      ],
      interactionResults: [],
      output: [],
      pendingErrors: [],
    };
    const [only] = pactResultsFromBroker(
      'https://broker.example',
      { json: JSON.stringify(brokerDown) },
      new Map(),
    );
    expect(only?.errors).toEqual(["Failed to load pact: No pacts found for provider 'commerce-api'"]);
  });

  it("groups a broker's pacts by the verifier's own report, with each interaction's states", () => {
    const output = [
      '\nVerifying a pact between \u001b[1mstorefront\u001b[0m and \u001b[1mcommerce-api\u001b[0m',
      '',
      '  read the cart (2ms loading, 698ms verification)',
      '     Given a guest shopper',
      '     And a product in stock at home and in stores',
      '    returns a response which',
      '      has status code \u001b[1m200\u001b[0m (\u001b[32mOK\u001b[0m)',
      '\nVerifying a pact between checkout-app and commerce-api',
      '  no state (0s loading, 22ms verification)',
    ];
    expect(knownFromOutput(output)).toEqual([
      {
        consumer: 'storefront',
        provider: 'commerce-api',
        description: 'read the cart',
        states: ['a guest shopper', 'a product in stock at home and in stores'],
      },
      { consumer: 'checkout-app', provider: 'commerce-api', description: 'no state', states: [] },
    ]);
    const run = {
      result: true,
      errors: [],
      interactionResults: [
        { description: 'read the cart', duration: '698ms', result: 'OK' },
        { description: 'no state', duration: '22ms', result: 'OK' },
      ],
      output,
    };
    const pacts = pactResultsFromBroker('https://broker.example', { json: JSON.stringify(run) }, new Map());
    expect(pacts.map((p) => [p.consumer, p.interactions.length])).toEqual([
      ['storefront', 1],
      ['checkout-app', 1],
    ]);
  });
});
