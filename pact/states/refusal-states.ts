import type { CatalogueId } from '../../contracts/errors/error-ids';
import type { OperationId } from '../../contracts/registry/operations';
import type { ScenarioSetup } from '../../scenarios/scenario';
import { defineProviderState, saved } from './provider-state';

const REGISTERED = 'registered@example.com';

/** The simulator's side of a refusal state: the session's shopper, and the id injected on the operation. */
const injected = (
  shopper: ScenarioSetup['shopper'],
  operation: OperationId,
  errorId: CatalogueId,
): ScenarioSetup => ({ shopper, faults: [{ operation, errorId }] });

/**
 * Account calls a backend refuses with an id the storefront branches on but the simulator does not reach by
 * itself (it answers the sibling id, or has no such rule): the simulator injects the id.
 */
export const refusalStates = [
  defineProviderState({
    name: 'sign-up refuses a phone linked to another account',
    setsUp:
      'A guest session, and a backend that refuses the sign-up because its phone number is linked to another ' +
      'account with AUT444 (the second phone-in-use id of spec 000 section 8; AUT442 is the first). The ' +
      'simulator answers AUT442 for a phone in use, so it injects AUT444 on signUp.',
    values: { accessToken: { means: 'a guest bearer token', simulator: saved('token') } },
    setup: injected('guest', 'signUp', 'AUT444'),
  }),
  defineProviderState({
    name: 'profile updates refuse a phone already in use',
    setsUp:
      `${REGISTERED} signed in, and a backend that refuses a profile update whose phone number another account ` +
      'uses with AUT442 (the first phone-in-use id of spec 000 section 8). The simulator answers AUT444 there, ' +
      'so it injects AUT442 on updateConsumer.',
    values: { accessToken: { means: 'a bearer token for that shopper', simulator: saved('token') } },
    setup: injected({ signIn: REGISTERED }, 'updateConsumer', 'AUT442'),
  }),
  defineProviderState({
    name: 'profile updates require a birth date',
    setsUp:
      `${REGISTERED} signed in, on a backend whose country requires a birth date in the profile: an update ` +
      'without one answers PRO411. The simulator requires none on profile updates, so it injects PRO411 on ' +
      'updateConsumer.',
    values: { accessToken: { means: 'a bearer token for that shopper', simulator: saved('token') } },
    setup: injected({ signIn: REGISTERED }, 'updateConsumer', 'PRO411'),
  }),
];
