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
    'A request that does not arrive in time answers API408 (harness serve: 20 s for the headers).',
    [step('getServerTime', { name: 'server time', expect: { errorId: 'API408' } })],
    { force: true },
  ),
  injectedError(
    G,
    'API413',
    'createCart',
    'A body over the server limit answers API413 (harness serve --max-body, 1 MiB by default).',
    [guestToken(), step('createCart', { name: 'create a cart', body: {}, expect: { errorId: 'API413' } })],
  ),
  injectedError(
    G,
    'API431',
    'getServerTime',
    'Headers over 16 KiB answer API431 (harness serve).',
    [step('getServerTime', { name: 'server time', expect: { errorId: 'API431' } })],
    { force: true },
  ),
];
