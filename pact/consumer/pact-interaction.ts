import type { CatalogueId } from '../../contracts/errors/error-ids';
import type { Handling } from '../../contracts/errors/handling';
import type { ApiError } from '../../storefront/src/api/api-error';
import type { CallInput } from '../../storefront/src/api/client';
import type { ClientOperationId } from '../../storefront/src/api/client-operations';
import type { ProviderStateName, StateValueName } from '../states';
import type { PactSite } from './pact-site';

/** How the storefront handled an error route of spec 000 section 8 (the catalogue's handling kinds). */
export type HandlingRoute = Handling['kind'] | `step-back:${'shipping' | 'billing'}`;

/** The values of an interaction's states by name; reading one its states do not answer throws. */
export type Values = Readonly<Record<StateValueName, string>>;

/** The routes the catalogue gives an error (`step-back` with its step), as the storefront reads them. */
export function handlingRoutes(error: ApiError): HandlingRoute[] {
  return (error.entry?.handling ?? []).map(
    (h): HandlingRoute => (h.kind === 'step-back' ? `step-back:${h.step as 'shipping' | 'billing'}` : h.kind),
  );
}

/** The answer body of a successful outcome. */
export function bodyOf(outcome: Outcome): unknown {
  if (!outcome.ok)
    throw new Error(`expected an answer, got ${outcome.error.errorId ?? outcome.error.status}`);
  return outcome.body;
}

/** The error the storefront's client raised for a failed outcome. */
export function errorOf(outcome: Outcome): ApiError {
  if (outcome.ok) throw new Error('expected an error answer');
  return outcome.error;
}

/** What the storefront received: the answer body, or the error its client raised. */
export type Outcome =
  | { readonly ok: true; readonly body: unknown }
  | { readonly ok: false; readonly error: ApiError };

/**
 * One interaction of the storefront's pact: a call its real API client makes in a provider state, and what it
 * expects back. The request comes from the registry's route and `input`; any input value equal to one of the
 * states' values is sent as that value (`${cartId}`), so a backend's own ids are injected at verification.
 * The response is the simulator's answer in the same state, as matchers derived from the contract.
 */
export interface PactInteraction<Id extends ClientOperationId = ClientOperationId> {
  readonly operation: Id;
  /** Unique in the pact: what the storefront is doing ("a request for the cart"). */
  readonly description: string;
  /** The provider states, set up in order (later ones must not reset the world of earlier ones). */
  readonly states: readonly ProviderStateName[];
  readonly input: (values: Values) => CallInput<Id>;
  /** The site the storefront calls from when not the pact's US site (`pactSiteOn('en-gb')`: a country's rules). */
  readonly site?: PactSite;
  /** Send the state's `accessToken` as the bearer token (default: when a state answers one). */
  readonly authorised?: boolean;
  /** An error answer the storefront handles: its catalogue id and the handling route it proves. */
  readonly error?: { readonly errorId: CatalogueId; readonly route?: HandlingRoute };
  /** What the storefront makes of the answer, asserted against the mock server's reply. */
  readonly check?: (outcome: Outcome, values: Values) => void;
}

/** Types an interaction by its operation (`interaction('getCart', { ... })`). */
export function interaction<Id extends ClientOperationId>(
  operation: Id,
  spec: NoInfer<Omit<PactInteraction<Id>, 'operation'>>,
): PactInteraction {
  return { ...spec, operation } as unknown as PactInteraction;
}
