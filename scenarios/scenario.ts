import type { CatalogueId, FlashCode } from '../contracts/errors/error-ids';
import type { OperationId } from '../contracts/registry/operations';
import type { ParamsOf, RequestBodyInputOf } from '../contracts/registry/types';
import type { FaultRequest } from '../simulator/faults/fault';

/** Values saved by earlier steps (`save`), read by later inputs. */
export type Vars = Readonly<Record<string, unknown>>;

/** A literal input, or one computed from what earlier steps saved. */
export type Input<T> = T | ((vars: Vars) => T);

type QueryValue = string | number | boolean | readonly string[];

export interface StepExpectation {
  /** HTTP status; defaults to the catalogue status of `errorId`, else the operation's success status. */
  readonly status?: number;
  /** The first `errorDetails[].errorId` of the answer. */
  readonly errorId?: CatalogueId;
  /** Flash or item codes the answer must carry (in `flash`, or on an item's `codes`). */
  readonly flash?: readonly FlashCode[];
  /** Dotted paths into the answer body and the value each must equal (`totals.totalUnits: 2`). */
  readonly fields?: Readonly<Record<string, unknown>>;
}

/** One call: an operation of the registry, its input (typed by its contract) and what must come back. */
export interface Step<Id extends OperationId = OperationId> {
  readonly name: string;
  readonly operation: Id;
  readonly params?: Input<ParamsOf<Id>>;
  readonly query?: Input<Readonly<Record<string, QueryValue>>>;
  readonly body?: Input<RequestBodyInputOf<Id>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** Send the saved `token` as the bearer token (default true once a step saved one). */
  readonly authorised?: boolean;
  readonly expect: StepExpectation;
  /** Variables to save from the answer body: name -> dotted path (`{ cartId: 'id' }`). */
  readonly save?: Readonly<Record<string, string>>;
}

export interface Scenario {
  /** kebab-case; also the Pact provider state name. */
  readonly name: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly seed?: number;
  /** True when the scenario needs fault injection (ids no domain condition can reach). */
  readonly injected?: boolean;
  /** Catalogue ids this scenario produces. */
  readonly produces?: readonly CatalogueId[];
  readonly setup?: { readonly faults?: readonly FaultRequest[] };
  readonly steps: readonly Step[];
}

/** A step typed by its operation: `step('addCartItem', { body: (v) => ({ cartId: v.cartId, ... }) })`. */
export function step<Id extends OperationId>(operation: Id, spec: Omit<Step<Id>, 'operation'>): Step {
  return { ...spec, operation } as unknown as Step;
}

export function defineScenario(scenario: Scenario): Scenario {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(scenario.name))
    throw new Error(`scenario name "${scenario.name}" is not kebab-case`);
  return scenario;
}
