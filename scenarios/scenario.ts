import type { CatalogueId, FlashCode } from '../contracts/errors/error-ids';
import type { HttpMethod } from '../contracts/registry/define-operations';
import type { OperationId } from '../contracts/registry/operations';
import type { ParamsOf, RequestBodyInputOf } from '../contracts/registry/types';
import type { ClockChange } from '../simulator/control/clock-body';
import type { WorldSetup } from '../simulator/control/world-setup';

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
  /** Another HTTP method than the operation's, for negative cases (API405). */
  readonly method?: Uppercase<HttpMethod>;
  /** Send the saved `token` as the bearer token (default true once a step saved one). */
  readonly authorised?: boolean;
  readonly expect: StepExpectation;
  /** Variables to save from the answer body: name -> dotted path (`{ cartId: 'id' }`). */
  readonly save?: Readonly<Record<string, string>>;
}

/**
 * Moves the session's clock between calls (POST /__harness/clock, so it needs the control API):
 * `{ name: 'wait 16 minutes', clock: { advance: 'PT16M' } }`. The clock keeps running from there.
 */
export interface ClockStep {
  readonly name: string;
  readonly clock: ClockChange;
}

/**
 * Reads the session's outbox (GET /__harness/outbox: the password reset codes it would have mailed, newest
 * first; they are unguessable, so a scenario reads them as a shopper reads the email) and saves from it:
 * `{ name: 'read the reset code', outbox: { save: { resetCode: 'resetCodes.0.code' } } }`.
 */
export interface OutboxStep {
  readonly name: string;
  readonly outbox: { readonly save: Readonly<Record<string, string>> };
}

/**
 * Solves the bot-defence provider's challenge as the shopper does in the storefront's dialog, through the
 * simulator's stand-in (POST /bot-defence/{appId}/challenge, then the ticked box), and saves its pass token
 * under `save`: `{ name: 'solve the challenge', botChallenge: { save: 'passToken' } }`. A later step sends
 * it as its bot-check response. `appId` defaults to the catalogue's for AUT403. Needs the simulator.
 */
export interface BotChallengeStep {
  readonly name: string;
  readonly botChallenge: { readonly appId?: string; readonly save: string };
}

export type ScenarioStep = Step | ClockStep | OutboxStep | BotChallengeStep;

export const isClockStep = (s: ScenarioStep): s is ClockStep => 'clock' in s;
export const isOutboxStep = (s: ScenarioStep): s is OutboxStep => 'outbox' in s;
export const isBotChallengeStep = (s: ScenarioStep): s is BotChallengeStep => 'botChallenge' in s;

/** The calls of a scenario, without its clock moves, outbox reads and solved challenges. */
export const operationSteps = (scenario: Scenario): Step[] =>
  scenario.steps.filter((s): s is Step => !isClockStep(s) && !isOutboxStep(s) && !isBotChallengeStep(s));

/** A line put in the setup cart: an addCartItem body without the cart id. */
export type CartLine = Omit<RequestBodyInputOf<'addCartItem'>, 'cartId'>;

/**
 * The state a scenario starts from. `shopper` and `cart` are made through the API as the first steps (so they
 * work against any backend); `inventory`, `catalogue`, `stores`, `addressRules` and `faults`, with the scenario's seed, change
 * the session's world and need the harness control API (the runner activates the scenario:
 * POST /__harness/scenarios/{name}).
 */
export interface ScenarioSetup extends WorldSetup {
  /** A guest token, or a seeded account signed in through PKCE; its token is sent on every step. */
  readonly shopper?: 'guest' | { readonly signIn: string; readonly password?: string };
  /** A cart made before the steps (saved as `cartId`, its first line as `itemId`); implies a guest shopper. */
  readonly cart?: { readonly items?: readonly CartLine[]; readonly coupons?: readonly string[] };
  /** The session's clock before anything runs (`{ set: '2031-01-01T00:00:00Z' }`); activation applies it. */
  readonly clock?: ClockChange;
}

export interface Scenario {
  /** kebab-case; also the Pact provider state name. */
  readonly name: string;
  readonly description: string;
  readonly tags: readonly string[];
  /** The data seed its world starts from (default: the simulator's); activating the scenario applies it. */
  readonly seed?: number;
  /** True when the scenario needs fault injection (ids no domain condition can reach). */
  readonly injected?: boolean;
  /** Catalogue ids this scenario produces. */
  readonly produces?: readonly CatalogueId[];
  readonly setup?: ScenarioSetup;
  readonly steps: readonly ScenarioStep[];
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

/** True when the scenario changes its world (seed, stock, catalogue, stores, address rules, faults, clock), which only the harness control API can do. */
export function needsWorldSetup(scenario: Scenario): boolean {
  const { setup } = scenario;
  return (
    scenario.seed !== undefined ||
    setup?.clock !== undefined ||
    Boolean(
      setup?.inventory?.length ||
        setup?.catalogue?.length ||
        setup?.stores?.length ||
        setup?.addressRules?.length ||
        setup?.faults?.length ||
        setup?.botCheck,
    )
  );
}
