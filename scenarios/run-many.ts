import type { Transport } from '../simulator/transports/transport';
import { runScenario, type ScenarioResult } from './runner';
import type { Scenario } from './scenario';

export interface RunSummary {
  readonly results: readonly ScenarioResult[];
  readonly passed: number;
  readonly failed: number;
  readonly elapsedMs: number;
  readonly target: string;
}

/** Runs scenarios with at most `parallel` at once (each in its own session), reporting each as it ends. */
export async function runScenarios(
  scenarios: readonly Scenario[],
  transport: Transport,
  options: { parallel: number; onResult?: (result: ScenarioResult, done: number, total: number) => void },
): Promise<RunSummary> {
  const started = performance.now();
  const results: ScenarioResult[] = new Array(scenarios.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < scenarios.length) {
      const index = next++;
      const result = await runScenario(scenarios[index] as Scenario, transport);
      results[index] = result;
      options.onResult?.(result, ++done, scenarios.length);
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(options.parallel, scenarios.length)) }, worker),
  );
  const passed = results.filter((r) => r.passed).length;
  return {
    results,
    passed,
    failed: results.length - passed,
    elapsedMs: Math.round(performance.now() - started),
    target: transport.label,
  };
}
