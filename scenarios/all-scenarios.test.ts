import { describe, expect, it } from 'vitest';
import { allScenarios } from '.';
import { failureLines } from './reporters/failure-lines';
import { runScenario } from './runner';
import { inProcessTransport } from './transport';

/** Every scenario passes against the in-process simulator, each in its own session. */
const transport = inProcessTransport();

describe('scenarios against the in-process simulator', () => {
  it.each(allScenarios.map((s) => [s.name, s] as const))('%s', async (_name, scenario) => {
    const result = await runScenario(scenario, transport);
    expect(failureLines(result), 'where it stopped').toEqual([]);
    expect(result.passed).toBe(true);
  });
});
