import { describe, expect, it } from 'vitest';
import { ERROR_ID_GROUPS, ERROR_IDS, NAMED_ERROR_IDS } from '../../contracts/errors/error-ids';
import { inProcessTransport } from '../../simulator/transports/in-process';
import { scenarioPresets } from '../presets';
import { failureLines } from '../reporters/failure-lines';
import { runScenario } from '../runner';
import { operationSteps } from '../scenario';
import { errorScenarios } from '.';

/** Every error scenario passes against the in-process simulator, each in its own session. */
const transport = inProcessTransport({ presets: scenarioPresets(errorScenarios) });

describe('error scenarios: shape', () => {
  it('covers every error id exactly once, tagged with its group', () => {
    const produced = errorScenarios.map((s) => s.produces?.[0]);
    expect([...produced].sort()).toEqual([...ERROR_IDS].sort());
    const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const groups: [string, readonly string[]][] = [
      ...Object.entries(ERROR_ID_GROUPS).map(([k, ids]) => [kebab(k), ids] as [string, readonly string[]]),
      ['named', NAMED_ERROR_IDS],
    ];
    for (const s of errorScenarios) {
      const group = groups.find(([, ids]) => ids.includes(String(s.produces?.[0])))?.[0];
      expect(s.tags, s.name).toEqual(['error', group]);
    }
  });

  it('names are unique', () => {
    const names = errorScenarios.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(errorScenarios.map((s) => [s.name, s] as const))('%s: produces its last step id', (_n, s) => {
    expect(s.produces?.length).toBe(1);
    expect(operationSteps(s).at(-1)?.expect.errorId).toBe(s.produces?.[0]);
    expect(s.name).toBe(`error-${String(s.produces?.[0]).toLowerCase().replaceAll('_', '-')}`);
    expect(s.injected === true).toBe((s.setup?.faults?.length ?? 0) > 0);
  });
});

describe('error scenarios against the in-process simulator', () => {
  it.each(errorScenarios.map((s) => [s.name, s] as const))('%s', async (_name, scenario) => {
    const result = await runScenario(scenario, transport);
    expect(failureLines(result), 'where it stopped').toEqual([]);
    expect(result.passed).toBe(true);
  });
});
