import { describe, expect, it } from 'vitest';
import { inProcessTransport } from '../simulator/transports/in-process';
import { flowScenarios } from './flows';
import { scenarioPresets } from './presets';
import { failureLines } from './reporters/failure-lines';
import { runScenario } from './runner';

/** Every named flow passes against the in-process simulator, each in its own session (errors/errors.test.ts runs the error scenarios). */
const transport = inProcessTransport({ presets: scenarioPresets(flowScenarios) });

describe('flow scenarios against the in-process simulator', () => {
  it.each(flowScenarios.map((s) => [s.name, s] as const))('%s', async (_name, scenario) => {
    const result = await runScenario(scenario, transport);
    expect(failureLines(result), 'where it stopped').toEqual([]);
    expect(result.passed).toBe(true);
  });
});
