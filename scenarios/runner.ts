import { BOT_DEFENCE_STAND_IN_BASE } from '../contracts/entities/bot-defence-challenge';
import { catalogue } from '../contracts/errors/catalogue';
import type { Operation } from '../contracts/registry/define-operations';
import { type OperationId, operations } from '../contracts/registry/operations';
import { STOREFRONT_HEADERS } from '../simulator/testing/storefront-headers';
import type { Transport } from '../simulator/transports/transport';
import { compare, type Difference, valueAt } from './expectations';
import {
  type BotChallengeStep,
  type ClockStep,
  type Input,
  isBotChallengeStep,
  isClockStep,
  isOutboxStep,
  needsWorldSetup,
  type OutboxStep,
  type Scenario,
  type ScenarioStep,
  type Step,
  type Vars,
} from './scenario';
import { setupSteps } from './setup-steps';

interface StepResult {
  readonly name: string;
  readonly operation: string;
  readonly status: number | undefined;
  readonly differences: readonly Difference[];
}

export interface ScenarioResult {
  readonly name: string;
  readonly passed: boolean;
  readonly durationMs: number;
  readonly session: string;
  readonly steps: readonly StepResult[];
  /** Set when the run could not go on (network failure, setup refused). */
  readonly error?: string;
}

const resolve = <T>(input: Input<T> | undefined, vars: Vars): T | undefined =>
  typeof input === 'function' ? (input as (v: Vars) => T)(vars) : input;

function pathOf(op: Operation, params: Record<string, unknown> | undefined): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
}

function queryOf(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const errorMessage = (body: unknown): string | undefined =>
  (body as { errorDetails?: { message?: string }[] } | undefined)?.errorDetails?.[0]?.message;

/**
 * Starts the scenario's session on its seed, stock levels and faults through the control API; answers why
 * not when the target refuses (a real backend has no /__harness).
 */
async function activate(
  scenario: Scenario,
  transport: Transport,
  control: Record<string, string>,
): Promise<string | undefined> {
  const answer = await transport.send({
    method: 'POST',
    path: `/__harness/scenarios/${encodeURIComponent(scenario.name)}`,
    headers: control,
  });
  if (answer.status === 200) return undefined;
  const why = errorMessage(answer.body);
  return `${transport.label} did not activate "${scenario.name}" (HTTP ${answer.status}${why ? `: ${why}` : ''}); a scenario with a seed, stock levels, faults or a clock needs the harness control API`;
}

const CLOCK_PATH = '/__harness/clock';

/** Moves the session's clock through the control API; a target without it answers why. */
async function moveClock(step: ClockStep, transport: Transport, control: Record<string, string>) {
  const answer = await transport.send({
    method: 'POST',
    path: CLOCK_PATH,
    headers: control,
    body: step.clock,
  });
  const why = errorMessage(answer.body);
  const differences: Difference[] =
    answer.status === 200
      ? []
      : [{ path: 'status', expected: 200, actual: why ? `${answer.status}: ${why}` : answer.status }];
  return { name: step.name, operation: `POST ${CLOCK_PATH}`, status: answer.status, differences };
}

const OUTBOX_PATH = '/__harness/outbox';

/** Reads the session's outbox through the control API and saves from it; a target without it answers why. */
async function readOutbox(
  step: OutboxStep,
  transport: Transport,
  control: Record<string, string>,
  vars: Record<string, unknown>,
) {
  const answer = await transport.send({ method: 'GET', path: OUTBOX_PATH, headers: control });
  const differences: Difference[] = [];
  if (answer.status !== 200) differences.push({ path: 'status', expected: 200, actual: answer.status });
  for (const [name, path] of Object.entries(step.outbox.save)) {
    const value = answer.status === 200 ? valueAt(answer.body, path) : undefined;
    if (value === undefined) differences.push({ path, expected: 'a value', actual: undefined });
    vars[name] = value;
  }
  return { name: step.name, operation: `GET ${OUTBOX_PATH}`, status: answer.status, differences };
}

/**
 * Solves the bot-defence challenge through the simulator's stand-in, as the storefront's dialog does: the
 * challenge, then the ticked box; saves the pass token. A target without the stand-in answers why.
 */
async function solveBotChallenge(
  step: BotChallengeStep,
  transport: Transport,
  control: Record<string, string>,
  vars: Record<string, unknown>,
) {
  const appId = step.botChallenge.appId ?? catalogue.AUT403.appId ?? '';
  const base = `${BOT_DEFENCE_STAND_IN_BASE}/${encodeURIComponent(appId)}/challenge`;
  const result = (status: number, differences: Difference[]) => ({
    name: step.name,
    operation: `POST ${base}`,
    status,
    differences,
  });
  const presented = await transport.send({ method: 'POST', path: base, headers: control });
  const challengeId = valueAt(presented.body, 'challengeId');
  if (presented.status !== 201 || typeof challengeId !== 'string') {
    const why = errorMessage(presented.body);
    return result(presented.status, [
      { path: 'status', expected: 201, actual: why ? `${presented.status}: ${why}` : presented.status },
    ]);
  }
  const solved = await transport.send({
    method: 'POST',
    path: `${base}/${encodeURIComponent(challengeId)}`,
    headers: control,
    body: { answer: 'not-a-robot' },
  });
  const token = solved.status === 200 ? valueAt(solved.body, 'token') : undefined;
  vars[step.botChallenge.save] = token;
  const differences: Difference[] = [];
  if (solved.status !== 200) differences.push({ path: 'status', expected: 200, actual: solved.status });
  else if (typeof token !== 'string') differences.push({ path: 'token', expected: 'a value', actual: token });
  return result(solved.status, differences);
}

let runCounter = 0;
const runId = Date.now().toString(36);

/** Runs one scenario in its own `x-harness-session`, stopping at the first step that differs. */
export async function runScenario(scenario: Scenario, transport: Transport): Promise<ScenarioResult> {
  const session = `${runId}-${++runCounter}-${scenario.name}`.slice(0, 64);
  return (await runInSession(scenario, transport, session)).result;
}

interface SessionRunOptions {
  /** Leave the session's world in place after the run (a Pact provider state is set up for the calls that follow). */
  readonly keepSession?: boolean;
}

/**
 * Runs a scenario in the session `session` and answers, with its result, the variables its steps saved
 * (`token`, `cartId`, ...). The session ends with the run unless `keepSession`.
 */
export async function runInSession(
  scenario: Scenario,
  transport: Transport,
  session: string,
  { keepSession = false }: SessionRunOptions = {},
): Promise<{ result: ScenarioResult; vars: Vars }> {
  const vars: Record<string, unknown> = {};
  const control = { 'content-type': 'application/json', 'x-harness-session': session };
  try {
    return { result: await runSteps(scenario, transport, control, vars), vars };
  } finally {
    if (!keepSession) await endSession(transport, control);
  }
}

/** The scenario's activation, setup steps and steps, saving into `vars`; stops at the first difference. */
async function runSteps(
  scenario: Scenario,
  transport: Transport,
  control: Record<string, string>,
  vars: Record<string, unknown>,
): Promise<ScenarioResult> {
  const started = performance.now();
  const steps: StepResult[] = [];
  const session = control['x-harness-session'] ?? '';
  const finish = (error?: string): ScenarioResult => ({
    name: scenario.name,
    passed: !error && steps.every((s) => s.differences.length === 0),
    durationMs: Math.round(performance.now() - started),
    session,
    steps,
    ...(error ? { error } : {}),
  });
  try {
    if (needsWorldSetup(scenario)) {
      const refusal = await activate(scenario, transport, control);
      if (refusal) return finish(`setup: ${refusal}`);
    }
    const allSteps: readonly ScenarioStep[] = [...setupSteps(scenario.setup), ...scenario.steps];
    for (const next of allSteps) {
      if (isClockStep(next)) {
        const moved = await moveClock(next, transport, control);
        steps.push(moved);
        if (moved.differences.length > 0) return finish();
        continue;
      }
      if (isOutboxStep(next)) {
        const read = await readOutbox(next, transport, control, vars);
        steps.push(read);
        if (read.differences.length > 0) return finish();
        continue;
      }
      if (isBotChallengeStep(next)) {
        const solved = await solveBotChallenge(next, transport, control, vars);
        steps.push(solved);
        if (solved.differences.length > 0) return finish();
        continue;
      }
      const step = next as Step<OperationId>;
      const op = operations[step.operation] as Operation;
      const params = resolve(step.params, vars) as Record<string, unknown> | undefined;
      const token = step.authorised === false ? undefined : vars.token;
      const answer = await transport.send({
        method: step.method ?? op.method.toUpperCase(),
        path: pathOf(op, params) + queryOf(resolve(step.query, vars)),
        headers: {
          ...STOREFRONT_HEADERS,
          ...control,
          ...(typeof token === 'string' ? { authorization: `Bearer ${token}` } : {}),
          ...step.headers,
        },
        body: resolve(step.body, vars),
      });
      const differences = compare(op, step.expect, answer.status, answer.body);
      steps.push({ name: step.name, operation: step.operation, status: answer.status, differences });
      if (differences.length > 0) return finish();
      for (const [name, path] of Object.entries(step.save ?? {})) vars[name] = valueAt(answer.body, path);
    }
    return finish();
  } catch (error) {
    return finish(error instanceof Error ? error.message : String(error));
  }
}

/** Ends the run's session so a long-lived server does not keep its world; a backend without it says 404. */
async function endSession(transport: Transport, control: Record<string, string>): Promise<void> {
  const path = `/__harness/sessions/${encodeURIComponent(control['x-harness-session'] ?? '')}`;
  await transport.send({ method: 'DELETE', path, headers: control }).catch(() => undefined);
}
