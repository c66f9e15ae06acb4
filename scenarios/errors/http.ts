import { guestToken } from '../flows/common-steps';
import { type Scenario, step } from '../scenario';
import { injectedError } from './helpers';

/**
 * The HTTP-level refusals of `harness serve`. A real over-long body, slow request or oversized header block
 * needs the Node server (simulator/node-limits.http.test.ts sends them); here a fault stands in for each, so
 * every transport and the Pact provider states can produce the id.
 */
const G = 'http';

export const httpErrorScenarios: Scenario[] = [
  injectedError(
    G,
    'API408',
    'getServerTime',
    'A request that does not arrive in time (harness serve: its headers or request timeout) answers API408.',
    [step('getServerTime', { name: 'server time', expect: { errorId: 'API408' } })],
    { force: true },
  ),
  injectedError(
    G,
    'API413',
    'createCart',
    'A body over the server limit (harness serve --max-body) answers API413.',
    [guestToken(), step('createCart', { name: 'create a cart', body: {}, expect: { errorId: 'API413' } })],
  ),
  injectedError(
    G,
    'API431',
    'getServerTime',
    'A request line and headers over the server limit (harness serve) answer API431.',
    [step('getServerTime', { name: 'server time', expect: { errorId: 'API431' } })],
    { force: true },
  ),
];
