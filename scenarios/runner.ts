import type { Operation } from '../contracts/registry/define-operations';
import { type OperationId, operations } from '../contracts/registry/operations';
import { STOREFRONT_HEADERS } from '../simulator/testing/storefront-headers';
import { compare, type Difference, valueAt } from './expectations';
import type { Input, Scenario, Step, Vars } from './scenario';
import type { Transport } from './transport';

export interface StepResult {
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

let runCounter = 0;
const runId = Date.now().toString(36);

/** Runs one scenario in its own `x-harness-session`, stopping at the first step that differs. */
export async function runScenario(scenario: Scenario, transport: Transport): Promise<ScenarioResult> {
  const started = performance.now();
  const session = `${runId}-${++runCounter}-${scenario.name}`.slice(0, 64);
  const steps: StepResult[] = [];
  const vars: Record<string, unknown> = {};
  const finish = (error?: string): ScenarioResult => ({
    name: scenario.name,
    passed: !error && steps.every((s) => s.differences.length === 0),
    durationMs: Math.round(performance.now() - started),
    session,
    steps,
    ...(error ? { error } : {}),
  });
  const control = { 'content-type': 'application/json', 'x-harness-session': session };
  try {
    for (const fault of scenario.setup?.faults ?? []) {
      const answer = await transport.send({
        method: 'POST',
        path: '/__harness/faults',
        headers: control,
        body: fault,
      });
      if (answer.status !== 201)
        return finish(
          `setup: the fault on ${fault.operation} was refused (HTTP ${answer.status}); injected scenarios need the harness control API`,
        );
    }
    for (const step of scenario.steps as readonly Step<OperationId>[]) {
      const op = operations[step.operation] as Operation;
      const params = resolve(step.params, vars) as Record<string, unknown> | undefined;
      const token = step.authorised === false ? undefined : vars.token;
      const answer = await transport.send({
        method: op.method.toUpperCase(),
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
